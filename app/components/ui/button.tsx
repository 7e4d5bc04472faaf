import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "./cn";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-[color,background-color,border-color,box-shadow] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const variants = {
  default: "bg-primary text-primary-foreground shadow-sm shadow-primary/25 hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline:
    "border border-border bg-background/60 text-foreground hover:bg-accent hover:text-accent-foreground",
  ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
};

const sizes = {
  default: "h-10 px-4",
  sm: "h-9 px-3",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
};

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes };

/** The button look as a class string, for elements that are not <button>s. */
export function buttonClass({ variant = "default", size = "default" }: ButtonStyle = {}): string {
  return cn(base, variants[variant], sizes[size]);
}

/**
 * A button. `busy` (its action under way) makes it inert but keeps it focusable: a disabled
 * button drops the keyboard focus to the page, so whoever pressed Enter on it would have to
 * find their place again. A busy button ignores clicks, a submit button submits nothing, and
 * assistive technology hears it as unavailable and busy.
 */
export function Button({
  className,
  variant,
  size,
  busy,
  onClick,
  ...props
}: ComponentProps<"button"> & ButtonStyle & { busy?: boolean }) {
  return (
    <button
      data-slot="button"
      className={cn(
        buttonClass({ variant, size }),
        busy && "cursor-progress opacity-50",
        className,
      )}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}

/** A link (client-side navigation) that looks like a button. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={cn(buttonClass({ variant, size }), className)} {...props} />;
}
