/**
 * Counts in the site's fixed wording, without `Intl` (its first use costs 25-80 ms of the
 * browser's main thread: see format-date.ts). The same text as `Intl.NumberFormat("en-US")`
 * (format-count.test.ts compares them).
 */

/** 1234567 → "1,234,567" (en-US grouping) for a whole number; a fraction is rounded. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}
