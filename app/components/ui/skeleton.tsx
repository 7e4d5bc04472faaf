import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A placeholder block while data loads; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
