import { type KeyboardEvent, useId, useRef, useState } from "react";
import {
  type BillingPeriodId,
  DEFAULT_BILLING_PERIOD,
  type PlanCatalogue,
  type PlanCategory,
  billingPeriods,
  planCategories,
} from "~/copy/plans";
import { cn } from "~/components/ui/cn";
import { PlanCard } from "./plan-card";
import { TrustBadges } from "./trust-badges";

export type PlanSelectorProps = {
  /** The plans, passed in (from a loader) so their copy stays out of the page's JavaScript. */
  plans: PlanCatalogue;
  defaultCategory?: PlanCategory;
};

const segment = "rounded-full px-4 py-2 text-sm font-medium transition-colors";
/** Whole class sets per state: `cn` does not resolve conflicting utilities. */
const segmentState = (on: boolean) =>
  on ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground";

/** The arrow-key order of the category tabs (WAI-ARIA tabs pattern, automatic activation). */
function nextCategory(current: PlanCategory, key: string): PlanCategory | undefined {
  const ids = planCategories.map((category) => category.id);
  const index = ids.indexOf(current);
  if (key === "ArrowRight") return ids[(index + 1) % ids.length];
  if (key === "ArrowLeft") return ids[(index - 1 + ids.length) % ids.length];
  if (key === "Home") return ids[0];
  if (key === "End") return ids[ids.length - 1];
  return undefined;
}

/**
 * Billing period (default yearly), personal/business tabs and the plan cards.
 * Hand-written on plain state and native radios: the landing page has almost no JavaScript
 * budget, so no widget library.
 */
export function PlanSelector({ plans, defaultCategory = "personal" }: PlanSelectorProps) {
  const id = useId();
  const [periodId, setPeriodId] = useState<BillingPeriodId>(DEFAULT_BILLING_PERIOD);
  const [category, setCategory] = useState<PlanCategory>(defaultCategory);
  const tabs = useRef<Partial<Record<PlanCategory, HTMLButtonElement | null>>>({});
  const period =
    billingPeriods.find((candidate) => candidate.id === periodId) ?? billingPeriods[1]!;

  function onTabKey(event: KeyboardEvent) {
    const next = nextCategory(category, event.key);
    if (!next) return;
    event.preventDefault();
    setCategory(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="grid gap-10">
      <div className="flex flex-col items-center gap-5">
        <fieldset className="flex flex-wrap justify-center gap-1 rounded-full border bg-muted/50 p-1">
          <legend className="sr-only">Billing period</legend>
          {billingPeriods.map((option) => (
            <label
              key={option.id}
              className={cn(
                segment,
                "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                segmentState(option.id === periodId),
              )}
            >
              <input
                type="radio"
                name={`${id}-period`}
                value={option.id}
                checked={option.id === periodId}
                onChange={() => setPeriodId(option.id)}
                className="sr-only"
              />
              {option.label}
              {option.saving ? (
                <span className="ml-1.5 text-xs font-semibold opacity-90">{option.saving}</span>
              ) : null}
            </label>
          ))}
        </fieldset>
        <div
          role="tablist"
          aria-label="Plan category"
          className="inline-flex gap-1 rounded-full border p-1"
        >
          {planCategories.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={tab.id === category}
              aria-controls={`${id}-panel`}
              tabIndex={tab.id === category ? 0 : -1}
              onClick={() => setCategory(tab.id)}
              onKeyDown={onTabKey}
              className={cn(segment, segmentState(tab.id === category))}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${category}`}
        className="mx-auto grid w-full max-w-4xl gap-8 md:grid-cols-2"
      >
        {plans[category].map((plan) => (
          <PlanCard key={plan.name} plan={plan} category={category} period={period} />
        ))}
      </div>
      <TrustBadges />
    </div>
  );
}
