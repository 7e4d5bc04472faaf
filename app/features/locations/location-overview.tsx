import { ChevronRight, Gauge, Server, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ServerLocation } from "~/copy/location-types";
import { locationCopy as copy } from "~/copy/location-pages";
import { ButtonLink } from "~/components/ui/button";

export function CallsToAction() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink size="lg" to={copy.primaryCta.href}>
        {copy.primaryCta.label}
      </ButtonLink>
      <ButtonLink size="lg" variant="outline" to={copy.secondaryCta.href}>
        {copy.secondaryCta.label}
      </ButtonLink>
    </div>
  );
}

/** One figure of the definition list; the icon sits in the term so the list stays valid. */
function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative grid rounded-xl border bg-card/80 py-4 pr-4 pl-17">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-primary/10 text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-xl font-semibold">{children}</dd>
    </div>
  );
}

/** Breadcrumb, heading, figures (servers, latency, User Rating out of 10) and calls to action. */
export function LocationOverview({ location }: { location: ServerLocation }) {
  return (
    <section className="relative isolate overflow-hidden border-b">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            {[
              { label: copy.breadcrumb.home, to: "/" },
              { label: copy.breadcrumb.locations, to: "/locations" },
            ].map((crumb) => (
              <li key={crumb.to} className="flex items-center gap-1.5">
                <Link to={crumb.to} className="rounded-sm hover:text-foreground">
                  {crumb.label}
                </Link>
                <ChevronRight className="size-3.5" aria-hidden="true" />
              </li>
            ))}
            <li aria-current="page" className="text-foreground">
              {location.name}
            </li>
          </ol>
        </nav>
        <p className="mt-8 text-sm font-semibold tracking-wider text-primary uppercase">
          {location.region} · {location.countryCode}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {copy.heading(location.name)}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
          {location.seoDescription}
        </p>
        <dl className="mt-8 grid max-w-3xl gap-4 sm:grid-cols-3">
          <Stat icon={<Server className="size-5" aria-hidden="true" />} label={copy.stats.servers}>
            {location.servers}
          </Stat>
          <Stat icon={<Gauge className="size-5" aria-hidden="true" />} label={copy.stats.latency}>
            {location.latency} ms
          </Stat>
          <Stat icon={<Star className="size-5" aria-hidden="true" />} label={copy.stats.rating}>
            {location.speedIndex}
            <span className="sr-only"> out of 10</span>
            <span className="text-base font-normal text-muted-foreground" aria-hidden="true">
              /10
            </span>
          </Stat>
        </dl>
        <div className="mt-10">
          <CallsToAction />
        </div>
      </div>
    </section>
  );
}
