import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "~/features/analytics/analytics-report";
import { postJson, signIn } from "./auth-helpers";
import { startTestServer, type TestServer } from "./test-server";

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const DAY_MS = 86_400_000;

let server: TestServer;
let cookie: string;
let now = new Date();

beforeAll(async () => {
  // One trusted proxy, so each test can speak for its own client address.
  server = await startTestServer(
    { TRUST_PROXY: "1", ANALYTICS_RATE_LIMIT: "5" },
    { clock: () => now },
  );
  cookie = (await signIn(server)).cookie!;
});
afterAll(async () => {
  await server?.close();
});

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return server.fetch(
    "/api/analytics/event",
    postJson(body, { "User-Agent": firefox, "X-Forwarded-For": "8.8.8.8", ...headers }),
  );
}

async function report(): Promise<AnalyticsReport> {
  const response = await server.fetch("/api/admin/analytics", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

describe("POST /api/analytics/event", () => {
  it("counts a page view: path without query, referrer host, country from the embedded database", async () => {
    const response = await beacon({
      path: "/pricing/?coupon=secret",
      referrer: "https://www.google.com/search?q=umbra+vpn",
    });
    expect(response.status).toBe(204);
    const figures = await report();
    expect(figures).toMatchObject({ pageViews: 1, visitors: 1, online: 1, countryCount: 1 });
    expect(figures.topPages).toEqual([{ path: "/pricing", pageViews: 1 }]);
    expect(figures.topReferrers).toEqual([{ host: "google.com", pageViews: 1 }]);
    expect(figures.topCountries).toEqual([{ code: "US", name: "United States", visitors: 1 }]);
  });

  it("counts the same browser again as a page view but not as a new visitor; our own host is no referrer", async () => {
    await beacon({ path: "/faq", referrer: `${server.url}/pricing` });
    const figures = await report();
    expect(figures).toMatchObject({ pageViews: 2, visitors: 1 });
    expect(figures.topReferrers).toEqual([{ host: "google.com", pageViews: 1 }]);
  });

  it("stores no IP address, User-Agent or referrer path anywhere", async () => {
    const tables = [
      "analytics_salts",
      "analytics_visitors",
      "analytics_goal_visitors",
      "analytics_days",
      "analytics_page_views",
      "analytics_countries",
      "analytics_referrers",
      "analytics_goals",
      "rate_limits",
    ];
    for (const table of tables) {
      const result = (await server.database.db.execute(
        sql.raw(`select * from ${table}`),
      )) as unknown as { rows: unknown[] };
      const dump = JSON.stringify(result.rows);
      expect(dump, table).not.toContain("8.8.8.8");
      expect(dump, table).not.toContain("Firefox");
      expect(dump, table).not.toContain("umbra+vpn");
      expect(dump, table).not.toContain("coupon");
    }
  });

  it.each([
    ["Do Not Track", { DNT: "1" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
    ["a crawler", { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" }],
    ["a headless browser", { "User-Agent": "Mozilla/5.0 HeadlessChrome/140.0.0.0" }],
  ])("answers 204 but counts nothing for %s", async (_label, headers) => {
    const before = (await report()).pageViews;
    const response = await beacon({ path: "/not-counted", referrer: "" }, headers);
    expect(response.status).toBe(204);
    const after = await report();
    expect(after.pageViews).toBe(before);
    expect(after.topPages.map((row) => row.path)).not.toContain("/not-counted");
  });

  it("does not count admin pages", async () => {
    const before = (await report()).pageViews;
    expect((await beacon({ path: "/admin/analytics" })).status).toBe(204);
    expect((await report()).pageViews).toBe(before);
  });

  it("counts checkout started on a /checkout page view and checkout submitted on the goal event", async () => {
    const headers = { "X-Forwarded-For": "9.9.9.9" };
    await beacon({ path: "/checkout/personal/yearly", referrer: "" }, headers);
    await beacon({ path: "/checkout/personal/yearly", referrer: "" }, headers);
    expect(
      (await beacon({ path: "/checkout/personal/yearly", goal: "checkout-submitted" }, headers))
        .status,
    ).toBe(204);
    const figures = await report();
    expect(figures).toMatchObject({
      visitors: 2,
      checkoutsStarted: 1,
      checkoutsSubmitted: 1,
      conversionRate: 0.5,
    });
  });

  it("refuses a malformed event with a clear message and stores nothing", async () => {
    const before = (await report()).pageViews;
    const bad = await beacon({ path: "pricing", referrer: "" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: 'Invalid analytics event: path must start with "/"',
    });
    const wrongGoal = await beacon({ path: "/", goal: "purchase" });
    expect(wrongGoal.status).toBe(400);
    expect((await wrongGoal.json()).message).toBe(
      'Invalid analytics event: goal must be "checkout-submitted" when present',
    );
    const notAnObject = await beacon(["/pricing"]);
    expect((await notAnObject.json()).message).toBe(
      "Invalid analytics event: The body must be a JSON object {path, referrer}",
    );
    expect((await report()).pageViews).toBe(before);
  });

  it("refuses a cross-site beacon and one that is not JSON (CSRF guard)", async () => {
    expect((await beacon({ path: "/" }, { Origin: "https://evil.example" })).status).toBe(403);
    const text = await server.fetch("/api/analytics/event", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": firefox },
      body: JSON.stringify({ path: "/" }),
    });
    expect(text.status).toBe(403);
  });

  it("limits each client to ANALYTICS_RATE_LIMIT events a minute", async () => {
    const headers = { "X-Forwarded-For": "1.1.1.1" };
    for (let index = 0; index < 5; index++) {
      expect((await beacon({ path: `/limit-${index}` }, headers)).status).toBe(204);
    }
    const limited = await beacon({ path: "/limit-5" }, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await report()).topPages.map((row) => row.path)).not.toContain("/limit-5");
  });

  it("shows the 30-day page views on the dashboard and the analytics page", async () => {
    const expected = (await report()).pageViews;
    const dashboard = await (
      await server.fetch("/admin/dashboard", { headers: { cookie } })
    ).text();
    expect(dashboard).toMatch(
      new RegExp(`Page Views</h3>.*?data-slot="stat-value">${expected}<`, "s"),
    );
    const analytics = await (
      await server.fetch("/admin/analytics", { headers: { cookie } })
    ).text();
    expect(analytics).toMatch(
      new RegExp(`Page Views</h3>.*?data-slot="stat-value">${expected}<`, "s"),
    );
    expect(analytics).toContain("/checkout/personal/yearly");
  });

  it("after 48 hours forgets the visitor ids (the same browser is a new visitor) but keeps the counts", async () => {
    const before = await report();
    now = new Date(now.getTime() + 2 * DAY_MS);
    cookie = (await signIn(server)).cookie!; // the admin session idled out meanwhile
    await beacon({ path: "/pricing" });
    const result = (await server.database.db.execute(
      sql.raw("select day::text as day from analytics_visitors"),
    )) as unknown as { rows: { day: string }[] };
    expect(new Set(result.rows.map((row) => row.day))).toEqual(
      new Set([now.toISOString().slice(0, 10)]),
    );
    const after = await report();
    expect(after.pageViews).toBe(before.pageViews + 1);
    expect(after.visitors).toBe(before.visitors + 1);
  });
});

describe("made-up paths (analytics poisoning)", () => {
  it("are counted as one (other) bucket; the site's own pages as themselves", async () => {
    const sent = [
      "/wp-admin/setup.php",
      "/buy-cheap-pills-here",
      "/blog/no-such-post",
      "/pages/no-such-page",
      "/checkout/personal/forever",
      "/blog/how-to-test-your-vpn-for-leaks",
      "/locations/us-new-york",
      "/checkout/business/yearly",
    ];
    for (const [i, path] of sent.entries()) {
      const response = await beacon({ path }, { "X-Forwarded-For": `192.0.2.${100 + i}` });
      expect(response.status).toBe(204);
    }
    const result = (await server.database.db.execute(
      sql`select distinct path from analytics_page_views`,
    )) as unknown as { rows: { path: string }[] };
    const stored = result.rows.map((row) => row.path);
    expect(stored).toEqual(
      expect.arrayContaining([
        "(other)",
        "/blog/how-to-test-your-vpn-for-leaks",
        "/locations/us-new-york",
        "/checkout/business/yearly",
      ]),
    );
    for (const made of sent.slice(0, 5)) expect(stored).not.toContain(made);
  });

  it("counts a not-found page reached by a long or doubled-slash address as (other), not refused", async () => {
    const before = await otherViews();
    for (const [i, path] of ["//pricing", `/${"x".repeat(3000)}`].entries()) {
      const response = await beacon({ path }, { "X-Forwarded-For": `192.0.2.${120 + i}` });
      expect(response.status).toBe(204);
    }
    expect(await otherViews()).toBe(before + 2);
  });
});

/** The page views counted under "(other)", all days together. */
async function otherViews(): Promise<number> {
  const result = (await server.database.db.execute(
    sql`select coalesce(sum(count), 0)::int as views from analytics_page_views where path = '(other)'`,
  )) as unknown as { rows: { views: number }[] };
  return Number(result.rows[0]?.views);
}

describe("long referrers", () => {
  it("counts a view whose referrer is as long as a browser sends (4,096 characters), keeping its host", async () => {
    // A page of ours or another site's with a long query string, under a policy that sends
    // the whole URL: browsers pass up to 4,096 characters in document.referrer.
    const referrer = `https://forum.example/thread?${"topic=vpn&".repeat(410)}`.slice(0, 4096);
    const response = await beacon(
      { path: "/pricing", referrer },
      { "X-Forwarded-For": "192.0.2.60" },
    );
    expect(response.status).toBe(204);
    expect((await report()).topReferrers).toContainEqual({ host: "forum.example", pageViews: 1 });
  });

  it("refuses a longer one, which no browser sends (it cuts such a referrer to its origin)", async () => {
    const referrer = `https://forum.example/${"a".repeat(4096)}`;
    const response = await beacon(
      { path: "/pricing", referrer },
      { "X-Forwarded-For": "192.0.2.61" },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      "Invalid analytics event: referrer must be at most 4096 characters",
    );
  });
});
