import type { ComponentProps, ReactElement, ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "./cn";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "./sheet";
import { useSidebar } from "./sidebar-provider";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

/**
 * A collapsible side bar: 16rem wide, 3rem (icons only) when collapsed, and on phones a
 * sheet 18rem wide that slides in from the left. The same children fill both.
 */
export function Sidebar({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { open, openMobile, setOpenMobile, sidebarId } = useSidebar();
  return (
    <>
      <div
        id={sidebarId}
        data-slot="sidebar"
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden border-r bg-card text-card-foreground transition-[width] duration-200 md:flex",
          open ? "w-64" : "w-12",
        )}
      >
        {children}
      </div>
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" closeLabel="Close sidebar" data-slot="sidebar-sheet">
          <SheetTitle className="sr-only">{title}</SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
          {children}
        </SheetContent>
      </Sheet>
    </>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn("flex h-14 shrink-0 items-center gap-2 border-b px-2", className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn("flex-1 overflow-x-hidden overflow-y-auto p-2", className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sidebar-footer" className={cn("border-t p-2", className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: ComponentProps<"ul">) {
  return <ul data-slot="sidebar-menu" className={cn("grid gap-1", className)} {...props} />;
}

const itemClass =
  "flex h-9 w-full items-center gap-3 overflow-hidden rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0";

/** In icons-only mode the label is read by screen readers and shown in a tooltip. */
function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  const { collapsed } = useSidebar();
  if (!collapsed) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

function Label({ children }: { children: string }) {
  const { collapsed } = useSidebar();
  return <span className={collapsed ? "sr-only" : "truncate"}>{children}</span>;
}

export function SidebarMenuLink({
  to,
  icon,
  label,
  end,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  end?: boolean;
}) {
  const { setOpenMobile } = useSidebar();
  return (
    <li>
      <WithTooltip label={label}>
        <NavLink
          to={to}
          end={end}
          onClick={() => setOpenMobile(false)}
          // A string, not NavLink's function form: the tooltip's Slot merges class names as strings.
          // NavLink marks the current page with aria-current, which the styles use.
          className={itemClass}
        >
          {icon}
          <Label>{label}</Label>
        </NavLink>
      </WithTooltip>
    </li>
  );
}

export function SidebarMenuButton({
  icon,
  label,
  className,
  ...props
}: Omit<ComponentProps<"button">, "children"> & { icon: ReactNode; label: string }) {
  return (
    <WithTooltip label={label}>
      <button type="button" className={cn(itemClass, className)} {...props}>
        {icon}
        <Label>{label}</Label>
      </button>
    </WithTooltip>
  );
}

/** The page area beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn("flex min-w-0 flex-1 flex-col", className)}
      {...props}
    />
  );
}
