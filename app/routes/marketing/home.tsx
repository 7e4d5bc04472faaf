import { ArrowRight, CalendarCheck, CircleCheck, Headset, Lock, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/home";
import { publicConfigFromMatches } from "~/config/public-config";
import { site } from "~/config/site";
import { homeHero, homeTrust, type TrustItem } from "~/content/home";
import { getPage } from "~/content/pages";
import { seoMeta } from "~/features/seo/meta";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";

/** The page table stays on the server; the page gets only its own entry. */
export function loader() {
  return { page: getPage("/") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

const trustIcons = { calendar: CalendarCheck, headset: Headset, lock: Lock } satisfies Record<
  TrustItem["icon"],
  unknown
>;

function AppPreview() {
  const preview = homeHero.appPreview;
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

function Hero({ heading }: { heading: string }) {
  return (
    <section className="relative isolate overflow-hidden" aria-labelledby="hero-heading">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div aria-hidden="true" className="hero-grid absolute inset-0 -z-10" />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:gap-10 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="flex flex-col items-start">
          <Badge variant="brand" size="lg">
            <ShieldCheck aria-hidden="true" />
            {homeHero.badge}
          </Badge>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            {homeHero.lead}
          </p>
          <ul className="mt-8 grid gap-3">
            {homeHero.bullets.map((bullet) => (
              <li key={bullet} className="flex items-center gap-3 text-base">
                <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
                {bullet}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink size="lg" to={homeHero.cta.href}>
              {homeHero.cta.label}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink size="lg" variant="outline" to={homeHero.secondaryCta.href}>
              {homeHero.secondaryCta.label}
            </ButtonLink>
          </div>
          <p className="mt-5 text-sm text-muted-foreground">{homeHero.priceLine}</p>
        </div>
        <AppPreview />
      </div>
    </section>
  );
}

function TrustStrip() {
  return (
    <section aria-labelledby="trust-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="trust-heading" className="sr-only">
          {homeTrust.heading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {homeTrust.items.map((item) => {
            const Icon = trustIcons[item.icon];
            return (
              <li key={item.title} className="flex items-start gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid gap-0.5">
                  <span className="font-semibold">{item.title}</span>
                  <span className="text-sm text-muted-foreground">{item.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

// The marketing issue adds features, testimonials, stats, FAQ and pricing below.
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero heading={loaderData.page.heading} />
      <TrustStrip />
    </>
  );
}
