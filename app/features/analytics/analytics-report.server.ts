import { type SQL, and, desc, gt, gte, lte, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/database";
import {
  analyticsCountries,
  analyticsDays,
  analyticsGoals,
  analyticsPageViews,
  analyticsReferrers,
  analyticsVisitors,
} from "~/db/schema";
import { countryName } from "~/lib/geo/geolocation.server";
import { daysEndingAt } from "./analytics-day";
import {
  type AnalyticsReport,
  ONLINE_MINUTES,
  REPORT_DAYS,
  TOP_LIMIT,
  conversionRate,
} from "./analytics-report";

const sumOf = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** A stored country code's name; "" is a visitor whose country is not known. */
const locationName = (code: string) => (code === "" ? "Unknown" : countryName(code));

/** Page views of the 30 days ending today (the dashboard's Page Views card). */
export async function pageViewsLast30Days(db: Database, now: Date): Promise<number> {
  const from = daysEndingAt(now, REPORT_DAYS)[0]!;
  const [row] = await db
    .select({ pageViews: sumOf(analyticsDays.pageViews) })
    .from(analyticsDays)
    .where(gte(analyticsDays.day, from));
  return row?.pageViews ?? 0;
}

export async function analyticsReport(db: Database, now: Date): Promise<AnalyticsReport> {
  const days = daysEndingAt(now, REPORT_DAYS);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const inPeriod = (table: { day: PgColumn }) => and(gte(table.day, from), lte(table.day, to));
  const onlineSince = new Date(now.getTime() - ONLINE_MINUTES * 60_000);

  const [daily, goals, online, countries, countryCount, pages, referrers] = await Promise.all([
    db
      .select({
        day: sql<string>`${analyticsDays.day}::text`,
        pageViews: analyticsDays.pageViews,
        visitors: analyticsDays.visitors,
      })
      .from(analyticsDays)
      .where(inPeriod(analyticsDays)),
    db
      .select({ goal: analyticsGoals.goal, visitors: sumOf(analyticsGoals.visitors) })
      .from(analyticsGoals)
      .where(inPeriod(analyticsGoals))
      .groupBy(analyticsGoals.goal),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(analyticsVisitors)
      .where(gt(analyticsVisitors.lastSeenAt, onlineSince)),
    topBy(
      db,
      analyticsCountries,
      analyticsCountries.country,
      analyticsCountries.visitors,
      inPeriod(analyticsCountries),
    ),
    db
      .select({ count: sql<number>`count(distinct ${analyticsCountries.country})`.mapWith(Number) })
      .from(analyticsCountries)
      .where(and(inPeriod(analyticsCountries), sql`${analyticsCountries.country} <> ''`)),
    topBy(
      db,
      analyticsPageViews,
      analyticsPageViews.path,
      analyticsPageViews.count,
      inPeriod(analyticsPageViews),
    ),
    topBy(
      db,
      analyticsReferrers,
      analyticsReferrers.host,
      analyticsReferrers.count,
      inPeriod(analyticsReferrers),
    ),
  ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const filled = days.map((day) => ({
    day,
    pageViews: byDay.get(day)?.pageViews ?? 0,
    visitors: byDay.get(day)?.visitors ?? 0,
  }));
  const pageViews = filled.reduce((total, row) => total + row.pageViews, 0);
  const visitors = filled.reduce((total, row) => total + row.visitors, 0);
  const goal = (name: string) => goals.find((row) => row.goal === name)?.visitors ?? 0;
  const checkoutsSubmitted = goal("checkout-submitted");

  return {
    from,
    to,
    pageViews,
    visitors,
    checkoutsStarted: goal("checkout-started"),
    checkoutsSubmitted,
    conversionRate: conversionRate(checkoutsSubmitted, visitors),
    online: online[0]?.count ?? 0,
    countryCount: countryCount[0]?.count ?? 0,
    topCountries: countries.map(({ key, total }) => ({
      code: key,
      name: locationName(key),
      visitors: total,
    })),
    daily: filled,
    topPages: pages.map(({ key, total }) => ({ path: key, pageViews: total })),
    topReferrers: referrers.map(({ key, total }) => ({ host: key, pageViews: total })),
  };
}

/** The TOP_LIMIT keys with the largest totals in the period, ties by key. */
function topBy(
  db: Database,
  table: PgTable,
  key: PgColumn,
  count: PgColumn,
  where: SQL | undefined,
) {
  const total = sumOf(count);
  return db
    .select({ key: sql<string>`${key}`, total })
    .from(table)
    .where(where)
    .groupBy(key)
    .orderBy(desc(total), key)
    .limit(TOP_LIMIT);
}
