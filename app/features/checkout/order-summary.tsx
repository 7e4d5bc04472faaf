import { Check, ShieldCheck } from "lucide-react";
import type { DurationOption, PlanCategory } from "~/copy/plans";
import { durationTotals } from "~/features/pricing/public";

export type CheckoutPlan = {
  name: string;
  category: PlanCategory;
  basePrice: number;
  minUsers?: number;
  /** At most five, chosen by the loader. */
  features: string[];
};

/** The chosen plan, its first features and what the chosen duration costs. */
export function OrderSummary({
  heading,
  guarantee,
  plan,
  option,
}: {
  heading: string;
  guarantee: string;
  plan: CheckoutPlan;
  option: DurationOption;
}) {
  const perUser = plan.minUsers !== undefined;
  const totals = durationTotals(plan.basePrice, option, { perUser });
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <p className="mt-4 text-xl font-bold" data-testid="summary-plan">
        {plan.name} Plan
      </p>
      <p className="text-sm text-muted-foreground capitalize">
        {plan.category}
        {plan.minUsers ? ` · minimum ${plan.minUsers} users` : ""}
      </p>
      <ul className="mt-5 grid gap-2.5 text-sm" aria-label={`${plan.name} plan features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-2 border-t pt-5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Billing period</dt>
          <dd>{option.label}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Price</dt>
          <dd data-testid="summary-monthly">
            {totals.monthly}/month{perUser ? " per user" : ""}
          </dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="summary-total">{totals.total}</dd>
        </div>
      </dl>
      <p className="mt-1 text-right text-sm text-muted-foreground" data-testid="summary-billing">
        {totals.billing}
      </p>
      <p className="mt-5 flex items-center gap-2 text-sm font-medium text-success">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {guarantee}
      </p>
    </section>
  );
}
