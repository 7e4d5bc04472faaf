import { LoaderCircle } from "lucide-react";
import { cn } from "./cn";

/** A spinning indicator announced to screen readers as `label`. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="status"
      className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}
    >
      <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Covers the viewport while something blocking runs (a sign-in, for one). */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div
      data-slot="full-screen-spinner"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background/85 backdrop-blur-sm"
    >
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <p role="status" className="text-sm font-medium text-foreground">
        {label}
      </p>
    </div>
  );
}
