import type { ComponentProps } from "react";
import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { cn } from "./cn";

/**
 * Below lg the root is `static`, so the viewport centres under the whole header bar (the
 * 800 px panel would run off a tablet screen otherwise); from lg it drops below the menu's
 * own left edge.
 */
export function NavigationMenu({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      data-slot="navigation-menu"
      className={cn("static flex items-center lg:relative", className)}
      {...props}
    >
      {children}
      <NavigationMenuViewport />
    </NavigationMenuPrimitive.Root>
  );
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      data-slot="navigation-menu-list"
      className={cn("flex items-center gap-0.5", className)}
      {...props}
    />
  );
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item;

export const navigationMenuTriggerStyle =
  "inline-flex h-10 items-center whitespace-nowrap justify-center gap-1 rounded-lg px-2.5 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground data-[state=open]:bg-accent data-[state=open]:text-accent-foreground aria-[current=page]:text-foreground lg:px-3";

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      data-slot="navigation-menu-trigger"
      className={cn(navigationMenuTriggerStyle, "group", className)}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-3.5 opacity-70 transition-transform duration-200 group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cn(
        "max-w-[calc(100vw-2rem)] p-4 data-[motion^=from-]:animate-fade-in data-[motion^=to-]:animate-fade-out",
        className,
      )}
      {...props}
    />
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;

function NavigationMenuViewport() {
  return (
    <div className="absolute inset-x-0 top-full z-50 flex justify-center px-4 lg:top-[calc(100%+0.75rem)] lg:right-auto lg:px-0">
      <NavigationMenuPrimitive.Viewport
        data-slot="navigation-menu-viewport"
        className="relative mt-1.5 h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] origin-top overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl shadow-black/10 transition-[width,height] duration-200 data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in dark:shadow-black/40"
      />
    </div>
  );
}
