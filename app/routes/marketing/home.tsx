import { ArrowRight, CircleCheck } from "lucide-react";
import type { Route } from "./+types/home";
import { homePricing } from "~/copy/home";
import { getPage } from "~/copy/pages";
import { renderHomeSections } from "~/features/marketing/home-sections.server";
import { pageMeta } from "~/lib/seo/meta";
import { ButtonLink } from "~/components/ui/button";
import { plans } from "~/copy/plans";
import { PlanSelector } from "~/features/pricing/plan-selector";
import { KeptHtml, keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { provideServerHtml } from "~/lib/static-output/server-html-context";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

const HOME_SECTIONS_ID = "home-sections";

/**
 * The landing page has a 125 KB first-load JavaScript budget and React Router takes most of
 * it. Everything static, from the hero to the FAQ, arrives as finished HTML rendered on the
 * server (renderHomeSections), so the page ships no code for it; only the pricing section,
 * where the interactive plan selector lives, is a React component. Decision record 007.
 */
let sectionsHtml: string | undefined;

/**
 * Its JavaScript loads on intent (decision 022): the plan selector is in the HTML, and a choice
 * made in it before then is applied once the page has hydrated.
 */
export const handle = hydrateOnIntent;

/** The sections' markup goes into the document once, not also into its data (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    sectionsHtml ??= renderHomeSections(getPage("/").heading);
    provideServerHtml(context, HOME_SECTIONS_ID, sectionsHtml);
    return next();
  },
];

export function loader() {
  const page = getPage("/");
  return {
    page,
    plans,
    pricing: homePricing,
  };
}

/** A client-side navigation: the sections come from the page's own document. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

function PricingSection({
  pricing,
  plans,
}: {
  pricing: typeof homePricing;
  plans: Route.ComponentProps["loaderData"]["plans"];
}) {
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
        <div className="mt-12 text-left">
          <PlanSelector plans={plans} />
        </div>
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
      <KeptHtml id={HOME_SECTIONS_ID} />
      <PricingSection pricing={loaderData.pricing} plans={loaderData.plans} />
    </>
  );
}
