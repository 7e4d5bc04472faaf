import { CircleCheck, Cpu, Lock, Network, Zap } from "lucide-react";
import type { ReactNode } from "react";
import type { ServerLocation } from "~/copy/location-types";
import { locationCopy as copy } from "~/copy/location-pages";
import { CallsToAction } from "./location-overview";

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = `section-${heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid gap-6">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

const technicalIcons = { protocols: Network, encryption: Lock, serverTypes: Cpu } as const;

/** Comparison, benefits, use cases, technical details and advantages of one location. */
export function LocationSections({
  location,
  comparison,
}: {
  location: ServerLocation;
  comparison: string[];
}) {
  const technical = location.technicalDetails;
  return (
    <div className="mx-auto grid max-w-5xl gap-16 px-4 py-16 sm:px-6 lg:px-8">
      <Section heading={copy.comparisonHeading(location.name)}>
        <div className="grid gap-3 rounded-2xl border bg-card p-6 text-card-foreground">
          {comparison.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      </Section>
      <Section heading={copy.benefitsHeading(location.name)}>
        <CheckList items={location.benefits} />
      </Section>
      <Section heading={copy.useCasesHeading}>
        <ul className="grid gap-4 md:grid-cols-3">
          {location.useCases.map((useCase) => (
            <li key={useCase.title} className="rounded-2xl border bg-card p-6 text-card-foreground">
              <h3 className="flex items-center gap-2 font-semibold">
                <Zap className="size-4 text-primary" aria-hidden="true" />
                {useCase.title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{useCase.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={copy.technicalHeading}>
        <dl className="grid gap-4 sm:grid-cols-3">
          {(Object.keys(technicalIcons) as (keyof typeof technicalIcons)[]).map((key) => {
            const Icon = technicalIcons[key];
            return (
              <div key={key} className="rounded-2xl border bg-card p-6 text-card-foreground">
                <dt className="flex items-center gap-2 font-semibold">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {copy.technical[key]}
                </dt>
                <dd className="mt-2 text-sm text-muted-foreground">{technical[key].join(", ")}</dd>
              </div>
            );
          })}
        </dl>
      </Section>
      <Section heading={copy.advantagesHeading}>
        <CheckList items={location.locationAdvantages} />
      </Section>
      <section
        aria-labelledby="closing-heading"
        className="flex flex-col items-center gap-4 rounded-2xl border bg-muted/40 p-8 text-center sm:p-12"
      >
        <h2 id="closing-heading" className="text-2xl font-bold tracking-tight">
          {copy.closing.heading(location.name)}
        </h2>
        <p className="max-w-xl text-muted-foreground">{copy.closing.text}</p>
        <div className="mt-2">
          <CallsToAction />
        </div>
      </section>
    </div>
  );
}
