import { isbot } from "isbot";
import type { Database } from "~/db/database";
import { oneAtATime } from "~/lib/async/one-at-a-time";
import type { GeoLocator } from "~/lib/geo/geolocation.server";
import { type LimitKeys, networkTier } from "~/lib/rate-limit/network-tier";
import { type RateLimitDecision, consumeTieredRateLimit } from "~/lib/rate-limit/rate-limit.server";
import { utcDay } from "./analytics-day";
import {
  type AnalyticsEvent,
  type ExclusionReason,
  exclusionReason,
  isCheckoutPath,
  normalizePath,
  referrerHost,
} from "./analytics-event";
import {
  type GoalEvent,
  type PageView,
  recordGoal,
  recordPageView,
} from "./analytics-record.server";
import { createSaltStore } from "./analytics-salts.server";
import { createPageCatalog } from "./page-catalog.server";
import { visitorCountry } from "./visitor-country.server";
import { visitorId } from "./visitor-id.server";

/** One beacon request: the event and what the request says about its sender. */
export type AnalyticsVisit = {
  event: AnalyticsEvent;
  userAgent: string | undefined;
  /** The DNT and Sec-GPC request headers. */
  doNotTrack: string | undefined;
  globalPrivacyControl: string | undefined;
  /** The client's address: hashed into the visitor id and located for the country, never stored. */
  address: string;
  /** The rate limit's keys: the client's (IPv4 address or IPv6 /64) and its network's. */
  limitKeys: LimitKeys;
  /** The host the beacon was sent to: a referrer from it is an internal link. */
  hostname: string;
};

export type EventOutcome =
  | { kind: "ignored"; reason: ExclusionReason }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "busy"; retryAfterSeconds: number }
  | { kind: "counted" };

/**
 * Page views with a referrer that wait their turn on one instance (`analyticsRecorder`);
 * one more is refused as busy. They take their day's lock one at a time (recordPageView), a
 * few milliseconds each, so a full line empties in well under a second.
 */
export const REFERRED_VIEWS_ADMITTED = 100;
/** What a page view refused as busy is told to wait. */
export const BUSY_RETRY_SECONDS = 5;

/** Where recordAnalyticsEvent reads and writes (analyticsRecorder wires the database). */
export type AnalyticsRecorder = {
  saltFor(now: Date): Promise<string>;
  /**
   * Takes one event from the limits of `subjects` (the day's hashes of the client's key and
   * its network's: the per-client limit and its network tier, decision 031).
   */
  consumeLimit(subjects: LimitKeys, now: Date): Promise<RateLimitDecision>;
  /** The path as counted: itself when the site has the page, else "(other)". */
  countedPath(path: string): Promise<string>;
  country(address: string): Promise<string>;
  /** "busy" when the view was not counted because too many wait their turn. */
  recordPageView(view: PageView): Promise<"counted" | "busy">;
  recordGoal(goal: GoalEvent): Promise<void>;
  isBot(userAgent: string): boolean;
  /** SITE_URL's host name: referrers from it are internal too. */
  siteHost: string | undefined;
};

/**
 * POST /api/analytics/event's rules (decision 012): excluded requests (Do Not Track, Global
 * Privacy Control, bots, admin pages) are ignored before anything is read or written; then
 * the per-client limit and its network tier, keyed by the day's hashes of the client's and
 * network's keys so no address is stored there either; then one page view (with checkout-started under /checkout) or one goal.
 */
export async function recordAnalyticsEvent(
  recorder: AnalyticsRecorder,
  visit: AnalyticsVisit,
  now: Date,
): Promise<EventOutcome> {
  const path = normalizePath(visit.event.path);
  const excluded = exclusionReason({
    path,
    userAgent: visit.userAgent,
    doNotTrack: visit.doNotTrack,
    globalPrivacyControl: visit.globalPrivacyControl,
    isBot: recorder.isBot,
  });
  if (excluded) return { kind: "ignored", reason: excluded };

  const salt = await recorder.saltFor(now);
  const { client, network } = visit.limitKeys;
  const decision = await recorder.consumeLimit(
    { client: visitorId(salt, client, ""), network: visitorId(salt, network, "") },
    now,
  );
  if (!decision.allowed) return { kind: "limited", retryAfterSeconds: decision.retryAfterSeconds };

  const day = utcDay(now);
  const visitor = visitorId(salt, visit.address, visit.userAgent ?? "");
  if (visit.event.goal) {
    await recorder.recordGoal({ day, visitorId: visitor, goal: visit.event.goal });
    return { kind: "counted" };
  }
  const ownHosts = [visit.hostname, ...(recorder.siteHost ? [recorder.siteHost] : [])];
  const recorded = await recorder.recordPageView({
    day,
    visitorId: visitor,
    path: await recorder.countedPath(path),
    country: await recorder.country(visit.address),
    referrerHost: referrerHost(visit.event.referrer, ownHosts),
    now,
    goal: isCheckoutPath(path) ? "checkout-started" : undefined,
  });
  if (recorded === "busy") return { kind: "busy", retryAfterSeconds: BUSY_RETRY_SECONDS };
  return { kind: "counted" };
}

/** The recorder on the database: salts, limits and aggregates in their tables. */
export function analyticsRecorder(
  db: Database,
  geo: GeoLocator,
  options: { eventsPerMinute: number; siteUrl: string | undefined },
): AnalyticsRecorder {
  const salts = createSaltStore(db);
  const catalog = createPageCatalog(db);
  const limit = {
    scope: "analytics:event",
    limit: options.eventsPerMinute,
    networkLimit: networkTier(options.eventsPerMinute),
    windowMs: 60_000,
  };
  // Views with a referrer take their day's lock in turn. Lined up here, they wait without a
  // connection: each waiting in the database for the lock held one of the pool's ten, and a
  // flood of them from many networks took the connections every other request needs.
  const referredViews = oneAtATime(REFERRED_VIEWS_ADMITTED);
  return {
    saltFor: (now) => salts.saltFor(now),
    consumeLimit: (subjects, now) => consumeTieredRateLimit(db, limit, subjects, now),
    countedPath: (path) => catalog.countedPath(path),
    country: (address) => visitorCountry(address, geo),
    recordPageView: async (view) => {
      if (view.referrerHost === null) await recordPageView(db, view);
      else if (referredViews.full) return "busy";
      else await referredViews.run(() => recordPageView(db, view));
      return "counted";
    },
    recordGoal: (goal) => recordGoal(db, goal),
    isBot: isbot,
    siteHost: options.siteUrl ? new URL(options.siteUrl).hostname : undefined,
  };
}
