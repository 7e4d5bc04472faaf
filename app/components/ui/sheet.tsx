import type { ComponentProps } from "react";
import { Dialog as SheetPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "./cn";

/** A side panel: a Radix Dialog that slides in from the right (default) or left edge. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sides = {
  right:
    "right-0 w-full border-l sm:w-[300px] data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right",
  left: "left-0 w-72 max-w-[calc(100vw-3rem)] border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left",
};

export function SheetContent({
  className,
  children,
  closeLabel = "Close menu",
  side = "right",
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & {
  closeLabel?: string;
  side?: keyof typeof sides;
}) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          "fixed inset-y-0 z-50 flex h-full flex-col bg-background shadow-2xl",
          sides[side],
          className,
        )}
        {...props}
      >
        {/* First in the DOM so it is the first stop for keyboard users, and gets focus on open. */}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
        >
          <X className="size-5" aria-hidden="true" />
        </SheetPrimitive.Close>
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-header"
      className={cn("flex flex-col gap-1 p-4 pr-14", className)}
      {...props}
    />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("text-base font-semibold", className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
