import type { ComponentProps } from "react";
import { cn } from "./cn";

const base =
  "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border font-medium [&_svg]:pointer-events-none [&_svg]:size-3.5";

const variants = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "border-border text-foreground",
  brand: "border-primary/30 bg-primary/10 text-accent-foreground dark:text-primary",
};

const sizes = {
  default: "px-2.5 py-0.5 text-xs",
  sm: "px-1.5 py-px text-[0.625rem] uppercase tracking-wide",
  lg: "px-3.5 py-1 text-sm",
};

export type BadgeProps = ComponentProps<"span"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function Badge({ className, variant = "default", size = "default", ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn(base, variants[variant], sizes[size], className)}
      {...props}
    />
  );
}
