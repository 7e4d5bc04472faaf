import { Check, X } from "lucide-react";
import type { BillingPeriod, Plan, PlanCategory } from "~/copy/plans";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { checkoutHref } from "./checkout-selection";
import { priceView } from "./plan-pricing";

export function PlanCard({
  plan,
  category,
  period,
}: {
  plan: Plan;
  category: PlanCategory;
  period: BillingPeriod;
}) {
  const price = priceView(plan.basePrice, period);
  const perUser = plan.minUsers ? " per user" : "";
  return (
    <article
      aria-label={`${plan.name} plan`}
      data-plan={plan.name}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
        plan.popular && "border-primary shadow-lg ring-1 shadow-primary/10 ring-primary",
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          Most Popular
        </p>
      ) : null}
      <h3 className="text-xl font-semibold">{plan.name}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight" data-testid="plan-price">
          {price.monthly}
        </span>
        <span className="text-sm text-muted-foreground">/month{perUser}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground first-letter:uppercase">{period.billed}</p>
      <p className="mt-1 min-h-5 text-sm font-medium text-success" data-testid="plan-savings">
        {price.savings ? `You save ${price.savings} a year${perUser}` : null}
      </p>
      {plan.minUsers ? (
        <p className="mt-2 text-sm font-medium">Minimum {plan.minUsers} users</p>
      ) : null}
      <ButtonLink
        to={checkoutHref(category, period.id, plan.name)}
        variant={plan.popular ? "default" : "outline"}
        size="lg"
        className="mt-6 w-full"
      >
        {plan.cta}
        <span className="sr-only"> with the {plan.name} plan</span>
      </ButtonLink>
      <ul className="mt-8 grid gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
        {plan.excludedFeatures.map((feature) => (
          <li key={feature} className="flex gap-3 text-muted-foreground">
            <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="line-through">
              <span className="sr-only">Not included: </span>
              {feature}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
