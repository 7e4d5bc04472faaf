import { sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import type { AnalyticsGoal } from "./analytics-event";

/**
 * Distinct referrer hosts kept per day; later new hosts are counted as OTHER_REFERRER, so
 * made-up referrers cannot grow the table without bound.
 */
export const MAX_REFERRER_HOSTS_PER_DAY = 1000;
export const OTHER_REFERRER = "(other)";

export type PageView = {
  day: string;
  visitorId: string;
  path: string;
  /** ISO country code, "" when unknown. */
  country: string;
  /** Another site's host name, or null for a direct or internal visit. */
  referrerHost: string | null;
  now: Date;
  /** A goal this view reaches (checkout-started on a checkout page), counted in the same statement. */
  goal?: AnalyticsGoal;
};

/**
 * Counts one page view in a single statement (so it is atomic and, without a referrer, one
 * round trip, on PGlite and PostgreSQL alike): the visitor id's last-seen time, the day's page views and
 * unique visitors, the path × country count, the visitor's country on their first view of
 * the day, the referrer host (one of at most MAX_REFERRER_HOSTS_PER_DAY a day) and the goal
 * the view reaches, if any: a failure counts none of them. `xmax = 0` tells a freshly inserted
 * visitor row from an updated one. Answers whether the visitor was new that day.
 */
export async function recordPageView(db: Database, view: PageView): Promise<boolean> {
  const statement = pageViewStatement(view);
  // Both drivers (node-postgres, PGlite) answer raw statements with `{ rows }`.
  type Rows = { rows: { is_new: boolean }[] };
  if (view.referrerHost === null) {
    return isNewVisitor((await db.execute(statement)) as unknown as Rows);
  }
  // The hosts are counted in the statement's snapshot: views from two new hosts at once, on
  // two connections, each saw the last free place and both were kept. Views with a referrer
  // take their day's lock in turn, so each counts the hosts the one before it committed.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERRERS_LOCK}, hashtext(${view.day}))`);
    return tx.execute(statement);
  });
  return isNewVisitor(result as unknown as Rows);
}

/** With the day's hash, the advisory lock that page views with a referrer take in turn. */
const REFERRERS_LOCK = 0x72656672; // "refr"

function isNewVisitor(result: { rows: { is_new: boolean }[] }): boolean {
  return Boolean(result.rows[0]?.is_new);
}

/** recordPageView's one statement. */
function pageViewStatement(view: PageView) {
  const { day, visitorId, path, country, referrerHost, now, goal } = view;
  const goalCtes = goal ? sql`, ${goalStatements({ day, visitorId, goal })}` : sql``;
  return sql`
    with visitor as (
      insert into analytics_visitors (day, visitor_id, last_seen_at)
      values (${day}::date, ${visitorId}::text, ${now.toISOString()}::timestamptz)
      on conflict (day, visitor_id) do update set last_seen_at = excluded.last_seen_at
      returning (xmax = 0) as is_new
    ), totals as (
      insert into analytics_days (day, page_views, visitors)
      select ${day}::date, 1, case when is_new then 1 else 0 end from visitor
      on conflict (day) do update set
        page_views = analytics_days.page_views + 1,
        visitors = analytics_days.visitors + excluded.visitors
    ), countries as (
      insert into analytics_countries (day, country, visitors)
      select ${day}::date, ${country}::text, 1 from visitor where is_new
      on conflict (day, country) do update set visitors = analytics_countries.visitors + 1
    ), pages as (
      insert into analytics_page_views (day, path, country, count)
      values (${day}::date, ${path}::text, ${country}::text, 1)
      on conflict (day, path, country) do update set count = analytics_page_views.count + 1
    ), referrers as (
      insert into analytics_referrers (day, host, count)
      select ${day}::date,
        case
          when exists (
            select 1 from analytics_referrers r where r.day = ${day}::date and r.host = ${referrerHost}::text
          ) or (
            select count(*) from analytics_referrers r where r.day = ${day}::date
          ) < ${MAX_REFERRER_HOSTS_PER_DAY} then ${referrerHost}::text
          else ${OTHER_REFERRER}
        end,
        1
      where ${referrerHost}::text is not null
      on conflict (day, host) do update set count = analytics_referrers.count + 1
    )${goalCtes}
    select is_new from visitor`;
}

export type GoalEvent = { day: string; visitorId: string; goal: AnalyticsGoal };

/**
 * Counts one goal event: always as an event, and as a converting visitor only the first
 * time that visitor id reaches the goal that day.
 */
export async function recordGoal(db: Database, event: GoalEvent): Promise<void> {
  await db.execute(sql`with ${goalStatements(event)} select 1`);
}

/** recordGoal's two inserts as common table expressions, to run alone or beside a page view. */
function goalStatements({ day, visitorId, goal }: GoalEvent) {
  return sql`goal_mark as (
      insert into analytics_goal_visitors (day, goal, visitor_id)
      values (${day}::date, ${goal}::text, ${visitorId}::text)
      on conflict do nothing
      returning 1
    ), goal_count as (
      insert into analytics_goals (day, goal, count, visitors)
      values (${day}::date, ${goal}::text, 1, (select count(*) from goal_mark))
      on conflict (day, goal) do update set
        count = analytics_goals.count + 1,
        visitors = analytics_goals.visitors + excluded.visitors
    )`;
}
