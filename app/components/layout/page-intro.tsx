import type { ReactNode } from "react";

/** The hero band at the top of a content page: heading, lead paragraph, optional actions. */
export function PageIntro({
  heading,
  description,
  children,
}: {
  heading: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden border-b">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div aria-hidden="true" className="hero-grid absolute inset-0 -z-10" />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-muted-foreground">
            {description}
          </p>
          {children ? (
            <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
