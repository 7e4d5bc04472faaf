import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/**
 * A band of a marketing page: a centred heading (h2) with an optional eyebrow and lead,
 * then the section's content. `tone="muted"` tints the band to separate it from its neighbours.
 */
export function Section({
  id,
  heading,
  eyebrow,
  lead,
  tone = "default",
  children,
}: {
  /** Anchor of the section; the heading gets `{id}-heading`. */
  id: string;
  heading: string;
  eyebrow?: string;
  lead?: string;
  tone?: "default" | "muted";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 py-16 sm:py-20", tone === "muted" && "border-y bg-muted/40")}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-12">
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={`${id}-heading`}
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {heading}
          </h2>
          {lead ? (
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">{lead}</p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
