import { ArrowRight, CircleCheck, ShieldCheck } from "lucide-react";
import { site } from "~/config/site";
import type { homeHero } from "~/copy/home";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";

type Hero = typeof homeHero;

/**
 * The landing page's hero: headline, reassurance, calls to action and a picture of the app.
 * Rendered to static HTML with the sections below it (see home-sections.server.tsx), so its
 * links are plain <a> elements.
 */
function AppPreview({ preview }: { preview: Hero["appPreview"] }) {
  return (
    <figure className="relative mx-auto hidden w-full max-w-sm lg:block">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2rem] bg-primary/20 blur-3xl"
      />
      <div className="rounded-2xl border bg-card/80 p-6 shadow-2xl shadow-primary/10 backdrop-blur">
        <div className="flex items-center justify-between">
          <span className="text-sm font-semibold">{site.name}</span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-2.5 py-1 text-xs font-medium text-success">
            <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
            {preview.status}
          </span>
        </div>
        <div className="my-8 flex justify-center">
          <div className="relative flex size-36 items-center justify-center rounded-full bg-primary/10 ring-1 ring-primary/20">
            <div className="absolute inset-3 rounded-full bg-primary/10 ring-1 ring-primary/25" />
            <div className="relative flex size-20 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/40">
              <ShieldCheck className="size-10" aria-hidden="true" />
            </div>
          </div>
        </div>
        <p className="text-center text-sm text-muted-foreground">{preview.server}</p>
        <dl className="mt-5 grid grid-cols-3 gap-2 border-t pt-5 text-center">
          {preview.rows.map((row) => (
            <div key={row.label} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{row.label}</dt>
              <dd className="text-sm font-semibold">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <figcaption className="mt-3 text-center text-xs text-muted-foreground">
        {preview.caption}
      </figcaption>
    </figure>
  );
}

export function HomeHero({ heading, hero }: { heading: string; hero: Hero }) {
  return (
    <section className="relative isolate overflow-hidden" aria-labelledby="hero-heading">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div aria-hidden="true" className="hero-grid absolute inset-0 -z-10" />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:gap-10 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="flex flex-col items-start">
          <Badge variant="brand" size="lg">
            <ShieldCheck aria-hidden="true" />
            {hero.badge}
          </Badge>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            {hero.lead}
          </p>
          <ul className="mt-8 grid gap-3">
            {hero.bullets.map((bullet) => (
              <li key={bullet} className="flex items-center gap-3 text-base">
                <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
                {bullet}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <a href={hero.cta.href} className={buttonClass({ size: "lg" })}>
              {hero.cta.label}
              <ArrowRight aria-hidden="true" />
            </a>
            <a
              href={hero.secondaryCta.href}
              className={buttonClass({ size: "lg", variant: "outline" })}
            >
              {hero.secondaryCta.label}
            </a>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">{hero.priceLine}</p>
        </div>
        <AppPreview preview={hero.appPreview} />
      </div>
    </section>
  );
}
