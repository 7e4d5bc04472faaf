import type { Route } from "./+types/checkout";
import { publicConfigFromMatches } from "~/config/public-config";
import { checkoutCopy } from "~/copy/checkout";
import { plans } from "~/copy/plans";
import { CheckoutForm } from "~/features/checkout/checkout-form";
import type { CheckoutPlan } from "~/features/checkout/order-summary";
import { ProgressSteps } from "~/features/checkout/progress-steps";
import {
  choosePlan,
  parseCategory,
  parseDuration,
  summaryFeatures,
} from "~/features/pricing/checkout-selection";
import { seoMeta } from "~/lib/seo/meta";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** A form the visitor fills in; `?plan=` starts the app at once: on intent (decision 022). */
export const handle = hydrateOnIntent;

/**
 * /checkout/{personal|business}/{monthly|yearly|two-year|biennial}?plan={name}. Unknown values
 * fall back to personal and monthly; the plan is the one named, else the popular one.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const category = parseCategory(params.plan);
  const chosen = choosePlan(plans[category], new URL(request.url).searchParams.get("plan"));
  const plan: CheckoutPlan = {
    name: chosen.name,
    category,
    basePrice: chosen.basePrice,
    minUsers: chosen.minUsers,
    features: summaryFeatures(chosen),
  };
  return { plan, duration: parseDuration(params.duration) };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta({
    title: checkoutCopy.title,
    description: checkoutCopy.description,
    path: location.pathname,
    origin: publicConfigFromMatches(matches).origin,
    noIndex: true,
  });

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { plan, duration } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{checkoutCopy.heading}</h1>
        <p className="mt-3 text-muted-foreground">{checkoutCopy.lead}</p>
      </div>
      <div className="mt-8 mb-12">
        <ProgressSteps steps={checkoutCopy.steps} />
      </div>
      {/* A new plan or duration in the URL starts the form afresh. */}
      <CheckoutForm
        key={`${plan.category}/${plan.name}/${duration}`}
        plan={plan}
        duration={duration}
      />
    </div>
  );
}
