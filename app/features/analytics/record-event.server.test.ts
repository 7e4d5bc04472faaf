import { describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/database";
import type { GeoLocator } from "~/lib/geo/geolocation.server";
import type { LimitKeys } from "~/lib/rate-limit/network-tier";
import type { GoalEvent, PageView } from "./analytics-record.server";
import {
  type AnalyticsRecorder,
  type AnalyticsVisit,
  REFERRED_VIEWS_ADMITTED,
  analyticsRecorder,
  recordAnalyticsEvent,
} from "./record-event.server";

const NOW = new Date("2026-03-04T10:00:00Z");

function fakeRecorder(allowed = true) {
  const views: PageView[] = [];
  const goals: GoalEvent[] = [];
  const limited: LimitKeys[] = [];
  const recorder: AnalyticsRecorder = {
    saltFor: async () => "salt",
    consumeLimit: async (subjects) => {
      limited.push(subjects);
      return { allowed, remaining: allowed ? 1 : 0, retryAfterSeconds: 42 };
    },
    countedPath: async (path) =>
      path === "/pricing" || path.startsWith("/checkout") ? path : "(other)",
    country: async () => "DE",
    recordPageView: async (view) => {
      views.push(view);
      return "counted";
    },
    recordGoal: async (goal) => void goals.push(goal),
    isBot: (userAgent) => /bot/i.test(userAgent),
    siteHost: "umbra.example",
  };
  return { recorder, views, goals, limited };
}

const visit = (change: Partial<AnalyticsVisit> = {}): AnalyticsVisit => ({
  event: { path: "/pricing?utm=x", referrer: "https://www.search.example/q?x" },
  userAgent: "Mozilla/5.0 Firefox/140.0",
  doNotTrack: undefined,
  globalPrivacyControl: undefined,
  address: "203.0.113.9",
  limitKeys: { client: "203.0.113.9", network: "203.0.113.9" },
  hostname: "localhost",
  ...change,
});

describe("recordAnalyticsEvent", () => {
  it("counts a page view: path without its query, referrer host, country, hashed visitor", async () => {
    const { recorder, views, goals } = fakeRecorder();
    expect(await recordAnalyticsEvent(recorder, visit(), NOW)).toEqual({ kind: "counted" });
    expect(views).toEqual([
      {
        day: "2026-03-04",
        visitorId: expect.stringMatching(/^[0-9a-f]+$/),
        path: "/pricing",
        country: "DE",
        referrerHost: "search.example",
        now: NOW,
      },
    ]);
    expect(views[0]?.visitorId).not.toContain("203.0.113.9");
    expect(goals).toEqual([]);
  });

  it("ignores Do Not Track, Global Privacy Control, bots and admin pages before anything is read", async () => {
    for (const [change, reason] of [
      [{ doNotTrack: "1" }, "do-not-track"],
      [{ globalPrivacyControl: "1" }, "global-privacy-control"],
      [{ userAgent: "Googlebot/2.1" }, "bot"],
      [{ event: { path: "/admin/content", referrer: "" } }, "admin"],
    ] as const) {
      const { recorder, views, limited } = fakeRecorder();
      expect(await recordAnalyticsEvent(recorder, visit(change), NOW)).toEqual({
        kind: "ignored",
        reason,
      });
      expect(views).toEqual([]);
      expect(limited).toEqual([]);
    }
  });

  it("answers the wait when the client is over its limit, and records nothing", async () => {
    const { recorder, views } = fakeRecorder(false);
    expect(await recordAnalyticsEvent(recorder, visit(), NOW)).toEqual({
      kind: "limited",
      retryAfterSeconds: 42,
    });
    expect(views).toEqual([]);
  });

  it("records a goal alone, and checkout-started with a checkout page view", async () => {
    const goal = fakeRecorder();
    await recordAnalyticsEvent(
      goal.recorder,
      visit({ event: { path: "/checkout/personal", referrer: "", goal: "checkout-submitted" } }),
      NOW,
    );
    expect(goal.views).toEqual([]);
    expect(goal.goals.map((event) => event.goal)).toEqual(["checkout-submitted"]);

    const page = fakeRecorder();
    await recordAnalyticsEvent(
      page.recorder,
      visit({ event: { path: "/checkout/personal", referrer: "" } }),
      NOW,
    );
    // One view carrying its goal: the store counts both in one statement, or neither.
    expect(page.views.map((view) => view.goal)).toEqual(["checkout-started"]);
    expect(page.goals).toEqual([]);

    const other = fakeRecorder();
    await recordAnalyticsEvent(
      other.recorder,
      visit({ event: { path: "/pricing", referrer: "" } }),
      NOW,
    );
    expect(other.views.map((view) => view.goal)).toEqual([undefined]);
  });

  it("treats our own hosts as no referrer", async () => {
    const { recorder, views } = fakeRecorder();
    await recordAnalyticsEvent(
      recorder,
      visit({ event: { path: "/", referrer: "https://umbra.example/blog" } }),
      NOW,
    );
    await recordAnalyticsEvent(
      recorder,
      visit({ event: { path: "/", referrer: "http://localhost:3000/" } }),
      NOW,
    );
    expect(views.map((view) => view.referrerHost)).toEqual([null, null]);
  });
});

describe("analyticsRecorder", () => {
  it("lines up views with a referrer on one connection, and refuses one past the line as busy", async () => {
    // A database whose transactions (the views with a referrer) end when the test says so.
    const ends: ((result: { rows: [] }) => void)[] = [];
    let statements = 0;
    const db = {
      transaction: () => new Promise((resolve) => ends.push(resolve)),
      execute: async () => {
        statements += 1;
        return { rows: [] };
      },
    } as unknown as Database;
    const recorder = analyticsRecorder(db, {} as GeoLocator, {
      eventsPerMinute: 10,
      siteUrl: undefined,
    });
    const view = (i: number, referrerHost: string | null = "search.example") => ({
      day: "2026-03-04",
      visitorId: `v${i}`,
      path: "/",
      country: "DE",
      referrerHost,
      now: NOW,
    });

    const waiting = Array.from({ length: REFERRED_VIEWS_ADMITTED }, (_, i) =>
      recorder.recordPageView(view(i)),
    );
    await vi.waitFor(() => expect(ends).toHaveLength(1));
    // One at a time: the others wait in line, not each on a connection of its own.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ends).toHaveLength(1);
    expect(await recorder.recordPageView(view(-1))).toBe("busy");
    // A view without a referrer takes no lock and does not wait.
    expect(await recorder.recordPageView(view(-2, null))).toBe("counted");
    expect(statements).toBe(1);

    for (let i = 0; i < REFERRED_VIEWS_ADMITTED; i++) {
      await vi.waitFor(() => expect(ends).toHaveLength(i + 1), { interval: 1 });
      ends[i]!({ rows: [] });
    }
    expect(await Promise.all(waiting)).toEqual(Array(REFERRED_VIEWS_ADMITTED).fill("counted"));
    expect(ends).toHaveLength(REFERRED_VIEWS_ADMITTED);
  });

  it("answers busy with the wait when the view is not counted", async () => {
    const { recorder } = fakeRecorder();
    recorder.recordPageView = async () => "busy";
    expect(await recordAnalyticsEvent(recorder, visit(), NOW)).toEqual({
      kind: "busy",
      retryAfterSeconds: 5,
    });
  });
});
