import type { ReactNode } from "react";
import type { CtaLink } from "~/copy/content-types";
import { CtaLinks } from "./cta-links";

/** The closing call to action of a page: heading, one sentence, then links or other buttons. */
export function CtaBand({
  id,
  heading,
  text,
  primary,
  secondary,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  primary?: CtaLink;
  secondary?: CtaLink;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12">
        <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
        <h2
          id={`${id}-heading`}
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <CtaLinks primary={primary} secondary={secondary} />
          {children}
        </div>
      </div>
    </section>
  );
}
