import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  analyticsDays,
  analyticsGoalVisitors,
  analyticsSalts,
  analyticsVisitors,
} from "~/db/schema";
import { utcDay } from "~/features/analytics/analytics-day";
import type { AnalyticsGoal } from "~/features/analytics/analytics-event";
import {
  MAX_REFERRER_HOSTS_PER_DAY,
  OTHER_REFERRER,
  recordGoal,
  recordPageView,
} from "~/features/analytics/analytics-record.server";
import { analyticsReport, pageViewsLast30Days } from "~/features/analytics/analytics-report.server";
import { createSaltStore, pruneAnalytics } from "~/features/analytics/analytics-salts.server";
import {
  createTestDatabase,
  openSecondHandle,
  type TestDatabase,
} from "../../../tests/support/test-database";

/** The analytics storage on a real database: PGlite here, PostgreSQL with TEST_DATABASE_URL. */
let database: TestDatabase;
/** On PostgreSQL, a second pool on the same database, as another server instance has. */
let elsewhere: DatabaseHandle | undefined;
beforeAll(async () => {
  database = await createTestDatabase(inject("pgliteTemplateDir"));
  elsewhere = database.databaseUrl ? await openSecondHandle(database) : undefined;
});
afterAll(async () => {
  await elsewhere?.close();
  await database?.dispose();
});

const at = (iso: string) => new Date(iso);

function view(
  day: string,
  visitorId: string,
  path: string,
  extra: Partial<{
    country: string;
    referrerHost: string | null;
    now: Date;
    goal: AnalyticsGoal;
  }> = {},
) {
  return recordPageView(database.db, {
    day,
    visitorId,
    path,
    country: extra.country ?? "DE",
    referrerHost: extra.referrerHost ?? null,
    now: extra.now ?? at(`${day}T12:00:00Z`),
    goal: extra.goal,
  });
}

describe("salts", () => {
  it("makes one salt per UTC day, shared by every store on the database, and a new one the next day", async () => {
    const first = createSaltStore(database.db);
    const second = createSaltStore(database.db);
    const morning = await first.saltFor(at("2031-01-10T00:00:01Z"));
    expect(await second.saltFor(at("2031-01-10T23:59:59Z"))).toBe(morning);
    const nextDay = await first.saltFor(at("2031-01-11T00:00:00Z"));
    expect(nextDay).not.toBe(morning);
    const rows = await database.db.select().from(analyticsSalts);
    expect(rows.map((row) => row.day).sort()).toEqual(["2031-01-10", "2031-01-11"]);
    expect(rows.find((row) => row.day === "2031-01-10")?.createdAt).toEqual(
      at("2031-01-10T00:00:01Z"),
    );
  });

  it("deletes salts, visitor ids and goal marks once their day ended more than 24 hours ago, keeping the counts", async () => {
    await view("2031-01-10", "v-old", "/pricing");
    await recordGoal(database.db, {
      day: "2031-01-10",
      visitorId: "v-old",
      goal: "checkout-started",
    });
    await view("2031-01-11", "v-yesterday", "/pricing");

    // 23:59 on the 11th + 24 h: the 10th's salt is 47 h 59 min old and still kept.
    await pruneAnalytics(database.db, at("2031-01-11T23:59:00Z"));
    expect(await database.db.select().from(analyticsSalts)).toHaveLength(2);

    // The first request on the 12th creates its salt and prunes: the 10th's is 48 h old.
    const store = createSaltStore(database.db);
    await store.saltFor(at("2031-01-12T00:00:00Z"));
    const salts = await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts.map((row) => row.day).sort()).toEqual(["2031-01-11", "2031-01-12"]);
    const visitors = await database.db
      .select({ day: analyticsVisitors.day })
      .from(analyticsVisitors);
    expect(visitors.map((row) => row.day)).toEqual(["2031-01-11"]);
    expect(await database.db.select().from(analyticsGoalVisitors)).toHaveLength(0);

    const days = await database.db.select().from(analyticsDays);
    expect(days.find((row) => row.day === "2031-01-10")).toEqual({
      day: "2031-01-10",
      pageViews: 1,
      visitors: 1,
    });
  });
});

describe("aggregation on seeded data", () => {
  const now = at("2032-06-30T15:00:00Z");
  const today = utcDay(now);

  beforeAll(async () => {
    // Today: visitor a views 3 pages (one from a search engine), b 2 pages from Germany, c
    // from an unknown place; a and b start a checkout, a submits twice.
    expect(
      await view(today, "a", "/", { country: "US", referrerHost: "duckduckgo.com", now }),
    ).toBe(true);
    expect(await view(today, "a", "/pricing", { country: "US", now })).toBe(false);
    await view(today, "a", "/checkout/premium", { country: "US", now, goal: "checkout-started" });
    await view(today, "b", "/pricing", {
      country: "DE",
      referrerHost: "news.ycombinator.com",
      now,
    });
    await view(today, "b", "/checkout/basic", {
      country: "DE",
      now: at("2032-06-30T14:50:00Z"),
      goal: "checkout-started",
    });
    await view(today, "c", "/", { country: "", referrerHost: "duckduckgo.com", now });
    await recordGoal(database.db, { day: today, visitorId: "a", goal: "checkout-submitted" });
    await recordGoal(database.db, { day: today, visitorId: "a", goal: "checkout-submitted" });
    // 29 days ago (in the period) and 30 days ago (outside it).
    await view("2032-06-01", "d", "/faq", { country: "FR" });
    await view("2032-05-31", "e", "/old-page", { country: "JP", referrerHost: "old.example" });
  });

  it("sums page views, visitors and goals over the 30 days ending today", async () => {
    const report = await analyticsReport(database.db, now);
    expect(report).toMatchObject({
      from: "2032-06-01",
      to: "2032-06-30",
      pageViews: 7,
      visitors: 4,
      checkoutsStarted: 2,
      checkoutsSubmitted: 1,
      conversionRate: 0.25,
      countryCount: 3,
    });
    expect(await pageViewsLast30Days(database.db, now)).toBe(7);
  });

  it("counts visitors seen in the last five minutes as online", async () => {
    // b was last seen at 14:50, ten minutes before `now`.
    expect((await analyticsReport(database.db, now)).online).toBe(2);
  });

  it("fills every day of the chart, oldest first", async () => {
    const { daily } = await analyticsReport(database.db, now);
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ day: "2032-06-01", pageViews: 1, visitors: 1 });
    expect(daily[29]).toEqual({ day: "2032-06-30", pageViews: 6, visitors: 3 });
    expect(daily.slice(1, 29).every((row) => row.pageViews === 0)).toBe(true);
  });

  it("ranks pages, referrers and countries", async () => {
    const report = await analyticsReport(database.db, now);
    expect(report.topPages).toEqual([
      { path: "/", pageViews: 2 },
      { path: "/pricing", pageViews: 2 },
      { path: "/checkout/basic", pageViews: 1 },
      { path: "/checkout/premium", pageViews: 1 },
      { path: "/faq", pageViews: 1 },
    ]);
    expect(report.topReferrers).toEqual([
      { host: "duckduckgo.com", pageViews: 2 },
      { host: "news.ycombinator.com", pageViews: 1 },
    ]);
    expect(report.topCountries).toEqual([
      { code: "", name: "Unknown", visitors: 1 },
      { code: "DE", name: "Germany", visitors: 1 },
      { code: "FR", name: "France", visitors: 1 },
      { code: "US", name: "United States", visitors: 1 },
    ]);
  });

  it("answers zeros and an all-zero chart for a period without data", async () => {
    const report = await analyticsReport(database.db, at("2040-01-01T00:00:00Z"));
    expect(report).toMatchObject({
      pageViews: 0,
      visitors: 0,
      conversionRate: 0,
      online: 0,
      countryCount: 0,
      topPages: [],
      topReferrers: [],
      topCountries: [],
    });
    expect(report.daily.every((row) => row.pageViews === 0)).toBe(true);
  });
});

describe("a page view reaching a goal", () => {
  it("counts the view and the goal together: every event, each visitor once", async () => {
    const day = "2031-04-04";
    await view(day, "x", "/checkout/basic", { goal: "checkout-started" });
    await view(day, "x", "/checkout/premium", { goal: "checkout-started" });
    await view(day, "y", "/pricing");
    const goals = (await database.db.execute(
      sql`select goal, count, visitors from analytics_goals where day = ${day}::date`,
    )) as unknown as { rows: { goal: string; count: number; visitors: number }[] };
    expect(
      goals.rows.map((row) => ({
        ...row,
        count: Number(row.count),
        visitors: Number(row.visitors),
      })),
    ).toEqual([{ goal: "checkout-started", count: 2, visitors: 1 }]);
    const [days] = await database.db
      .select()
      .from(analyticsDays)
      .where(sql`${analyticsDays.day} = ${day}::date`);
    expect(days).toMatchObject({ pageViews: 3, visitors: 2 });
  });
});

describe("referrer hosts", () => {
  it(`keeps at most ${MAX_REFERRER_HOSTS_PER_DAY} a day; later new hosts count as one bucket`, async () => {
    const day = "2031-03-03";
    for (let i = 0; i < MAX_REFERRER_HOSTS_PER_DAY + 20; i++) {
      await view(day, `v${i}`, "/", { referrerHost: `made-up-${i}.example` });
    }
    // A host already kept goes on counting under its own name.
    await view(day, "again", "/", { referrerHost: "made-up-0.example" });
    const result = (await database.db.execute(
      sql`select host, count from analytics_referrers where day = ${day}::date`,
    )) as unknown as { rows: { host: string; count: number }[] };
    const hosts = new Map(result.rows.map((row) => [row.host, Number(row.count)]));
    expect(hosts.size).toBe(MAX_REFERRER_HOSTS_PER_DAY + 1);
    expect(hosts.get(OTHER_REFERRER)).toBe(20);
    expect(hosts.get("made-up-0.example")).toBe(2);
  }, 60_000);

  it(`keeps at most ${MAX_REFERRER_HOSTS_PER_DAY} when new hosts arrive at once on two instances`, async () => {
    const day = "2031-03-05";
    for (let i = 0; i < MAX_REFERRER_HOSTS_PER_DAY - 1; i++) {
      await view(day, `v${i}`, "/", { referrerHost: `filled-${i}.example` });
    }
    // One instance takes the last free place and has not committed yet, while the other
    // counts another new host: each statement saw 999 hosts, and both were kept.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let recorded!: () => void;
    const firstRecorded = new Promise<void>((resolve) => (recorded = resolve));
    const first = (elsewhere ?? database).db.transaction(async (tx) => {
      await recordPageView(tx, {
        day,
        visitorId: "first",
        path: "/",
        country: "DE",
        referrerHost: "first-new.example",
        now: at(`${day}T12:00:00Z`),
      });
      recorded();
      await held;
    });
    // PGlite has one connection: the second view waits for the first's transaction to end.
    if (elsewhere) await firstRecorded;
    const second = view(day, "second", "/", { referrerHost: "second-new.example" });
    await sleep(300);
    commit();
    await Promise.all([first, second]);
    const result = (await database.db.execute(
      sql`select host, count from analytics_referrers where day = ${day}::date`,
    )) as unknown as { rows: { host: string; count: number }[] };
    const hosts = new Map(result.rows.map((row) => [row.host, Number(row.count)]));
    expect(hosts.size).toBe(MAX_REFERRER_HOSTS_PER_DAY + 1);
    expect(hosts.get(OTHER_REFERRER)).toBe(1);
  }, 60_000);
});
