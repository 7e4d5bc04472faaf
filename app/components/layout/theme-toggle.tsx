import { Moon, Sun } from "lucide-react";
import { useTheme } from "~/lib/theme/use-theme";
import { cn } from "~/components/ui/cn";
import { buttonClass } from "~/components/ui/button";

/** Both icons are rendered and CSS shows the right one, so hydration never mismatches. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={theme === "dark" ? "Switch to light theme" : "Switch to dark theme"}
      className={cn(buttonClass({ variant: "ghost", size: "icon" }), className)}
      data-slot="theme-toggle"
    >
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
    </button>
  );
}
