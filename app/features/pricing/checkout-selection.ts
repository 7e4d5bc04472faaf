/**
 * What the checkout shows, read from its URL: /checkout/:plan?/:duration? with the chosen plan
 * name in ?plan=. Values it does not know fall back to the defaults.
 */
import {
  type BillingPeriodId,
  type DurationId,
  type DurationOption,
  type Plan,
  type PlanCategory,
  durationOptions,
} from "~/copy/plans";

export const DEFAULT_CATEGORY: PlanCategory = "personal";
export const DEFAULT_DURATION: DurationId = "monthly";
/** The order summary lists at most this many of the plan's features. */
export const SUMMARY_FEATURE_LIMIT = 5;

/** personal | business; anything else (or nothing) is personal. */
export function parseCategory(value: string | null | undefined): PlanCategory {
  return value === "business" || value === "personal" ? value : DEFAULT_CATEGORY;
}

/**
 * monthly | yearly | two-year. The pricing page calls the two-year period `biennial`, so both
 * names are accepted; anything else is monthly.
 */
export function parseDuration(value: string | null | undefined): DurationId {
  if (value === "biennial") return "two-year";
  return durationOptions.some((option) => option.id === value)
    ? (value as DurationId)
    : DEFAULT_DURATION;
}

export function durationOption(id: DurationId): DurationOption {
  const option = durationOptions.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`Unknown duration ${id}`);
  return option;
}

/** The plan passed along (by name, any case), else the category's popular plan, else the first. */
export function choosePlan(categoryPlans: readonly Plan[], name?: string | null): Plan {
  const wanted = name?.trim().toLowerCase();
  const chosen =
    (wanted ? categoryPlans.find((plan) => plan.name.toLowerCase() === wanted) : undefined) ??
    categoryPlans.find((plan) => plan.popular) ??
    categoryPlans[0];
  if (!chosen) throw new Error("A plan category has no plans");
  return chosen;
}

export function summaryFeatures(plan: Plan): string[] {
  return plan.features.slice(0, SUMMARY_FEATURE_LIMIT);
}

/** Where a plan button on the pricing page leads. */
export function checkoutHref(category: PlanCategory, period: BillingPeriodId, planName: string) {
  return `/checkout/${category}/${period}?${new URLSearchParams({ plan: planName })}`;
}
