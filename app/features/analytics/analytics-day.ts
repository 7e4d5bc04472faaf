/** UTC calendar days as "YYYY-MM-DD", the unit every analytics count is kept in. */

const DAY_MS = 86_400_000;

/** The UTC day `date` falls on. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `offset` days after `day` (negative: before). */
export function addDays(day: string, offset: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS));
}

/** The `count` days ending with the day of `now`, oldest first. */
export function daysEndingAt(now: Date, count: number): string[] {
  const today = utcDay(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}
