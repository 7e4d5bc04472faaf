import type { BillingPeriod, DurationOption } from "~/copy/plans";
import { formatUsd, monthlyPriceCents, periodTotalCents, yearlySavingsCents } from "./prices";

export type PriceView = {
  /** "$4.50" */
  monthly: string;
  /** Savings per year against monthly billing, "$53.94"; null when there are none. */
  savings: string | null;
};

/** The figures a plan card shows for one billing period. */
export function priceView(basePrice: number, period: Pick<BillingPeriod, "multiplier">): PriceView {
  const savings = yearlySavingsCents(basePrice, period.multiplier);
  return {
    monthly: formatUsd(monthlyPriceCents(basePrice, period.multiplier)),
    savings: savings > 0 ? formatUsd(savings) : null,
  };
}

export type DurationTotals = {
  /** The price per month for this duration, "$4.50". */
  monthly: string;
  /** One payment, "$54.00". */
  total: string;
  /** "Billed $54.00 every year" */
  billing: string;
};

/**
 * The checkout's figures for one duration: price × 12 (yearly), × 24 (two-year). Business plans
 * are priced per user, which the billing text says.
 */
export function durationTotals(
  basePrice: number,
  option: DurationOption,
  { perUser = false }: { perUser?: boolean } = {},
): DurationTotals {
  const total = formatUsd(periodTotalCents(basePrice, option.multiplier, option.months));
  return {
    monthly: formatUsd(monthlyPriceCents(basePrice, option.multiplier)),
    total,
    billing: `Billed ${total}${perUser ? " per user" : ""} ${option.every}`,
  };
}
