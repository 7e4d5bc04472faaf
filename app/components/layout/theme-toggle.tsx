import { Moon, Sun } from "lucide-react";
import { toggleTheme } from "~/lib/theme/toggle-theme";
import { cn } from "~/components/ui/cn";
import { buttonClass } from "~/components/ui/button";

/**
 * Both icons and both labels are in the markup and CSS shows the right ones for the theme on
 * <html>, so the button is named correctly before hydration (a page that hydrates on intent may
 * never hydrate) and hydration never mismatches.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className={cn(buttonClass({ variant: "ghost", size: "icon" }), className)}
      data-slot="theme-toggle"
    >
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </button>
  );
}
