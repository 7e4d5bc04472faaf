import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { rateLimits } from "~/db/schema";
import type { LimitKeys } from "./network-tier";

export type RateLimitRule = {
  /** Names the limit, so one client's counters for different limits stay apart. */
  scope: string;
  limit: number;
  windowMs: number;
};

export type RateLimitDecision = {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
};

/**
 * Counts `cost` hits (one by default; the speed test counts megabytes) for `subject` under
 * `rule` in a fixed window and says whether it is within the limit. A single upsert does the read and the write, so concurrent requests
 * on any number of server instances cannot both take the last slot.
 */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
  cost = 1,
): Promise<RateLimitDecision> {
  const key = `${rule.scope}:${subject}`;
  const expiredBefore = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: cost })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then ${cost}::integer else ${rateLimits.count} + ${cost}::integer end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error("Rate limit upsert returned no row");
  const windowEnds = row.windowStart.getTime() + rule.windowMs;
  return {
    allowed: row.count <= rule.limit,
    remaining: Math.max(0, rule.limit - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/**
 * Takes back one hit counted by consumeRateLimit, for limits that count only failures:
 * count every attempt up front (so concurrent attempts cannot overshoot), then refund
 * the ones that succeeded.
 */
export async function refundRateLimit(db: Database, rule: RateLimitRule, subject: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, `${rule.scope}:${subject}`));
}

/** A per-client rule with its network tier: `networkLimit` for the client's whole network. */
export type TieredRateLimitRule = RateLimitRule & { networkLimit: number };

export type TieredRateLimitDecision = RateLimitDecision & {
  /** Which count refused: the client's own, or its network's (decision 031). */
  refusedBy?: "client" | "network";
};

/** The network tier's own counters, apart from the clients'. */
function networkRule(rule: TieredRateLimitRule): RateLimitRule {
  return { scope: `${rule.scope}:network`, limit: rule.networkLimit, windowMs: rule.windowMs };
}

/**
 * An IPv4 client is its own network: its one count is the client's, unless the network's
 * limit is the tighter (a share of a shared cap may be).
 */
function countsNetwork(rule: TieredRateLimitRule, keys: LimitKeys): boolean {
  return keys.network !== keys.client || rule.networkLimit < rule.limit;
}

/**
 * consumeRateLimit for the client, then for its network (decision 031). A hit the client's
 * own limit refused is not counted for the network, so one greedy /64 does not use up its
 * neighbours' tier.
 */
export async function consumeTieredRateLimit(
  db: Database,
  rule: TieredRateLimitRule,
  keys: LimitKeys,
  now: Date,
  cost = 1,
): Promise<TieredRateLimitDecision> {
  const byClient = await consumeRateLimit(db, rule, keys.client, now, cost);
  if (!byClient.allowed) return { ...byClient, refusedBy: "client" };
  if (!countsNetwork(rule, keys)) return byClient;
  const byNetwork = await consumeRateLimit(db, networkRule(rule), keys.network, now, cost);
  if (!byNetwork.allowed) return { ...byNetwork, refusedBy: "network" };
  return { ...byClient, remaining: Math.min(byClient.remaining, byNetwork.remaining) };
}

/** refundRateLimit for both counts consumeTieredRateLimit made. */
export async function refundTieredRateLimit(
  db: Database,
  rule: TieredRateLimitRule,
  keys: LimitKeys,
): Promise<void> {
  await refundRateLimit(db, rule, keys.client);
  if (countsNetwork(rule, keys)) await refundRateLimit(db, networkRule(rule), keys.network);
}

/** Deletes counters whose window ended before `now` minus `maxWindowMs`. */
export async function pruneRateLimits(db: Database, maxWindowMs: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - maxWindowMs);
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}`);
}
