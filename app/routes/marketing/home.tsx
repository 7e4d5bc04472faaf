import { ArrowRight, CircleCheck, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/home";
import { site } from "~/config/site";
import { homeFaq, homeHero, homePricing } from "~/content/home";
import { getPage } from "~/content/pages";
import { renderHomeSections } from "~/features/marketing/home-sections.server";
import { faqPageJsonLd } from "~/features/seo/json-ld";
import { pageMeta } from "~/features/seo/meta";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";

/**
 * Copy reaches the page as loader data, so it is not in the page's JavaScript. The static
 * sections below the hero arrive as finished HTML (see renderHomeSections): the landing page
 * has a 125 KB first-load JavaScript budget and React Router already takes most of it.
 */
export function loader() {
  return {
    page: getPage("/"),
    hero: homeHero,
    pricing: homePricing,
    sectionsHtml: renderHomeSections(),
    faqJsonLd: faqPageJsonLd(homeFaq.items),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches, { jsonLd: loaderData ? [loaderData.faqJsonLd] : [] });

type Hero = typeof homeHero;

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

function Hero({ heading, hero }: { heading: string; hero: Hero }) {
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
            <ButtonLink size="lg" to={hero.cta.href}>
              {hero.cta.label}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink size="lg" variant="outline" to={hero.secondaryCta.href}>
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">{hero.priceLine}</p>
        </div>
        <AppPreview preview={hero.appPreview} />
      </div>
    </section>
  );
}

function PricingSection({ pricing }: { pricing: typeof homePricing }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="mx-auto max-w-7xl text-center">
        <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {pricing.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{pricing.lead}</p>
        <ul className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-8">
          {pricing.points.map((point) => (
            <li key={point} className="flex items-center gap-2 text-sm">
              <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
        {/* PlanSelector goes here */}
        <ButtonLink size="lg" to={pricing.cta.href} className="mt-10">
          {pricing.cta.label}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero heading={loaderData.page.heading} hero={loaderData.hero} />
      <div dangerouslySetInnerHTML={{ __html: loaderData.sectionsHtml }} />
      <PricingSection pricing={loaderData.pricing} />
    </>
  );
}
