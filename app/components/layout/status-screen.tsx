import type { ReactNode } from "react";

/** The centred layout shared by the not-found and error screens. */
export function StatusScreen({
  icon,
  code,
  heading,
  text,
  children,
}: {
  icon: ReactNode;
  code?: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden px-4 py-24 sm:py-32">
      <div aria-hidden="true" className="hero-glow absolute inset-x-0 top-0 -z-10 h-80" />
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/20">
          {icon}
        </div>
        {code ? (
          <p className="mt-6 text-sm font-semibold tracking-widest text-primary">{code}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground">{text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
