import type { ReactNode } from "react";
import type { Route } from "./+types/pricing";
import { publicConfigFromMatches } from "~/config/public-config";
import { site } from "~/config/site";
import { getPage } from "~/copy/pages";
import { plans } from "~/copy/plans";
import { expertReviews, expertReviewsIntro, paymentMethodsNote, pricingFaq } from "~/copy/pricing";
import { ExpertReviews } from "~/features/pricing/expert-reviews";
import { PlanSelector } from "~/features/pricing/plan-selector";
import { PricingFaq } from "~/features/pricing/pricing-faq";
import { pricingProductJsonLd } from "~/features/pricing/pricing-json-ld";
import { seoMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { PaymentIcons } from "~/components/layout/payment-icons";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/**
 * Its JavaScript loads on intent (decision 022): the plan selector is in the HTML, and a choice
 * made in it before then is applied once the page has hydrated.
 */
export const handle = hydrateOnIntent;

/** Plans travel as loader data, so their copy is not part of the page's JavaScript. */
export function loader() {
  return { page: getPage("/pricing"), plans };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const origin = publicConfigFromMatches(matches).origin;
  const { page } = loaderData;
  return [
    ...seoMeta({ ...page, origin }),
    {
      "script:ld+json": pricingProductJsonLd({
        productName: site.name,
        description: page.description,
        origin,
        plans: loaderData.plans,
      }),
    },
  ];
};

function Section({
  id,
  heading,
  lead,
  children,
}: {
  id: string;
  heading: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {lead ? <p className="mt-3 text-muted-foreground">{lead}</p> : null}
      </div>
      <div className="mt-10">{children}</div>
    </section>
  );
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <section
        aria-labelledby="plans-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2 id="plans-heading" className="sr-only">
          Plans and prices
        </h2>
        <PlanSelector plans={loaderData.plans} />
      </section>
      <div className="border-y bg-muted/40">
        <Section
          id="reviews-heading"
          heading={expertReviewsIntro.heading}
          lead={expertReviewsIntro.lead}
        >
          <ExpertReviews reviews={expertReviews} />
        </Section>
      </div>
      <Section id="pricing-faq-heading" heading={pricingFaq.heading}>
        <div className="mx-auto max-w-3xl">
          <PricingFaq items={pricingFaq.items} />
        </div>
      </Section>
      <section aria-labelledby="payment-heading" className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-12 text-center">
          <h2 id="payment-heading" className="text-xl font-semibold">
            {paymentMethodsNote.heading}
          </h2>
          <PaymentIcons />
          <p className="text-sm text-muted-foreground">{paymentMethodsNote.text}</p>
        </div>
      </section>
    </>
  );
}
