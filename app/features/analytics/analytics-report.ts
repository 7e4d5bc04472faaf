/** The analytics figures of the last 30 days (GET /api/admin/analytics and /admin/analytics). */

export const REPORT_DAYS = 30;
/** "Currently online": visitors seen within this many minutes. */
export const ONLINE_MINUTES = 5;
export const TOP_LIMIT = 10;

export type DailyFigures = { day: string; pageViews: number; visitors: number };

export type AnalyticsReport = {
  /** First and last day of the period (UTC, inclusive). */
  from: string;
  to: string;
  pageViews: number;
  /** Sum of each day's unique visitors (ids change daily, as salts do). */
  visitors: number;
  /** Unique visitors (per day) who started / submitted a checkout. */
  checkoutsStarted: number;
  checkoutsSubmitted: number;
  /** checkoutsSubmitted ÷ visitors, 0 to 1; 0 without visitors. */
  conversionRate: number;
  online: number;
  /** Countries seen in the period (the unknown country not included). */
  countryCount: number;
  /** Visitors by country, most first; code "" is an unknown location. */
  topCountries: { code: string; name: string; visitors: number }[];
  /** One entry per day of the period, oldest first, zero-filled. */
  daily: DailyFigures[];
  topPages: { path: string; pageViews: number }[];
  topReferrers: { host: string; pageViews: number }[];
};

export function conversionRate(submitted: number, visitors: number): number {
  return visitors > 0 ? Math.min(1, submitted / visitors) : 0;
}

/** A rate as a percentage with one decimal: 0.0345 → "3.5%". */
export function formatPercent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}
