import type { ComponentProps } from "react";
import { cn } from "./cn";

/** The variants' classes are in app.css ("badges"): a badge is one shape and one variant class. */
const variants = {
  default: "badge-default",
  secondary: "badge-secondary",
  outline: "badge-outline",
  brand: "badge-brand",
};

const sizes = {
  default: "px-2.5 py-0.5 text-xs",
  sm: "px-1.5 py-px text-[0.625rem] uppercase tracking-wide",
  lg: "px-3.5 py-1 text-sm",
};

export type BadgeStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes };

/** A badge's classes, for markup that is a badge itself (a list item in static HTML, say). */
export function badgeClass({ variant = "default", size = "default" }: BadgeStyle = {}): string {
  return `badge ${variants[variant]} ${sizes[size]}`;
}

export type BadgeProps = ComponentProps<"span"> & BadgeStyle;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" className={cn(badgeClass({ variant, size }), className)} {...props} />
  );
}
