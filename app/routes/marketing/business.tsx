import {
  Building2,
  Fingerprint,
  Headset,
  type LucideIcon,
  Network,
  Receipt,
  Users,
} from "lucide-react";
import type { Route } from "./+types/business";
import { type BusinessIcon, businessPage } from "~/copy/business";
import { getPage } from "~/copy/pages";
import { CheckList } from "~/features/marketing/check-list";
import { IconCardGrid } from "~/features/marketing/icon-card-grid";
import { Section } from "~/features/marketing/section";
import { StepList } from "~/features/marketing/step-list";
import { pageMeta } from "~/lib/seo/meta";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { keptPageMiddleware } from "~/lib/static-output/kept-html.server";
import { KeptPage } from "~/lib/static-output/kept-page";

/** Only the intro's two buttons are React: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** Everything below the intro is server markup the browser keeps (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [keptPageMiddleware(() => <BusinessBody />)];

export function loader() {
  return { page: getPage("/business"), actions: businessPage.actions };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const icons: Record<BusinessIcon, LucideIcon> = {
  users: Users,
  fingerprint: Fingerprint,
  building: Building2,
  headset: Headset,
  receipt: Receipt,
  network: Network,
};

/** Customers' names set as wordmarks, each in its own type style, like a row of logos. */
const wordmarkStyles = [
  "font-serif text-xl font-semibold italic text-muted-foreground",
  "text-sm font-bold tracking-[0.25em] uppercase text-muted-foreground",
  "font-mono text-lg font-medium text-muted-foreground",
  "text-xl font-extrabold tracking-tight text-muted-foreground",
  "font-serif text-lg tracking-wide uppercase text-muted-foreground",
  "text-lg font-light tracking-widest text-muted-foreground",
];

export default function Business({ loaderData }: Route.ComponentProps) {
  const { page, actions } = loaderData;
  const { trial, demo } = actions;
  // The specification attaches no action to these buttons: there is no trial sign-up or
  // booking system. Rather than a button that does nothing, each says how to get one.
  return (
    <>
      <PageIntro heading={page.heading} description={page.description}>
        <Button
          type="button"
          size="lg"
          onClick={() => toast({ title: trial.toastTitle, description: trial.toastText })}
        >
          {trial.label}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          onClick={() => toast({ title: demo.toastTitle, description: demo.toastText })}
        >
          {demo.label}
        </Button>
      </PageIntro>
      <KeptPage />
    </>
  );
}

function BusinessBody() {
  const content = businessPage;
  return (
    <>
      <section aria-labelledby="customers-heading" className="border-b bg-muted/40 px-4 py-10">
        <h2
          id="customers-heading"
          className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {content.trust.heading}
        </h2>
        <ul className="mx-auto mt-6 flex max-w-5xl flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {content.trust.customers.map((name, index) => (
            <li key={name} className={wordmarkStyles[index % wordmarkStyles.length]}>
              {name}
            </li>
          ))}
        </ul>
      </section>
      <Section
        id="business-features"
        heading={content.features.heading}
        lead={content.features.lead}
      >
        <IconCardGrid items={content.features.items} icons={icons} />
      </Section>
      <Section
        id="deployment"
        tone="muted"
        heading={content.deployment.heading}
        lead={content.deployment.lead}
      >
        <StepList steps={content.deployment.steps} />
      </Section>
      <Section id="technical" heading={content.technical.heading} lead={content.technical.lead}>
        <div className="mx-auto max-w-4xl rounded-xl border bg-card p-6 sm:p-8">
          <CheckList items={content.technical.items} columns={2} />
        </div>
      </Section>
    </>
  );
}
