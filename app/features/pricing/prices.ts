/**
 * Price arithmetic. Everything is computed in whole cents: dollar amounts such as
 * 29.99 × 0.5 are not exact in binary floating point (it gives 14.994999…, which toFixed(2)
 * shows as 14.99), so amounts become integers first and are rounded once, half up.
 */
import { formatCount } from "~/lib/text/format-count";

/** Dollars to whole cents: 8.99 → 899. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A multiplier as a whole percentage: 0.4 → 40. */
function percentOf(multiplier: number): number {
  return Math.round(multiplier * 100);
}

/** The monthly price shown for a period: basePrice × multiplier, to the cent (half up). */
export function monthlyPriceCents(basePrice: number, multiplier: number): number {
  return Math.round((toCents(basePrice) * percentOf(multiplier)) / 100);
}

/** Savings per year against monthly billing: basePrice×12 − basePrice×multiplier×12. */
export function yearlySavingsCents(basePrice: number, multiplier: number): number {
  return Math.round((toCents(basePrice) * 12 * (100 - percentOf(multiplier))) / 100);
}

/**
 * What one payment charges: the displayed monthly price × the months it covers (×12 yearly,
 * ×24 two-year). The displayed, rounded price is used so the total is exactly what the
 * customer can check from the monthly figure.
 */
export function periodTotalCents(basePrice: number, multiplier: number, months: number): number {
  return monthlyPriceCents(basePrice, multiplier) * months;
}

/** 1234 → "$12.34"; 107880 → "$1,078.80". */
export function formatUsd(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${formatCount(Math.abs(dollars))}.${rest}`;
}
