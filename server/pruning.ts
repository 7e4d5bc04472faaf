import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { pruneAnalytics } from "~/features/analytics/analytics-salts.server";
import type { DnsLeakStore } from "~/features/tools/dns-leak/leak-store.server";
import { pruneRateLimits } from "~/lib/rate-limit/rate-limit.server";

export const ANALYTICS_PRUNE_INTERVAL_MS = 60_000;
export const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;

/** Runs `prune` at start and then every `intervalMs`, logging failures; answers a stop(). */
function pruneEvery(
  intervalMs: number,
  prune: () => Promise<unknown>,
  what: string,
  logger: Logger,
) {
  const run = () => {
    prune().catch((error: unknown) => logger.warn({ err: error }, `${what} pruning failed`));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Deletes expired analytics salts and visitor ids at start and then every minute, so they
 * go within a minute of expiry even when no page view arrives to trigger it (three indexed
 * deletes: negligible). Answers a stop().
 */
export function startAnalyticsPruning(db: Database, clock: () => Date, logger: Logger): () => void {
  return pruneEvery(
    ANALYTICS_PRUNE_INTERVAL_MS,
    () => pruneAnalytics(db, clock()),
    "analytics",
    logger,
  );
}

/** Deletes expired DNS leak tests at start and every minute. */
export function startLeakPruning(store: DnsLeakStore, logger: Logger): () => void {
  return pruneEvery(ANALYTICS_PRUNE_INTERVAL_MS, () => store.prune(), "DNS leak", logger);
}

/**
 * Deletes rate-limit counters whose window started more than `retentionMs` ago (longer than
 * any rule's window), at start and every ten minutes. On its own timer, not the scheduler's:
 * with SCHEDULER_INTERVAL_SECONDS=0 every client key's rows were kept for ever.
 */
export function startRateLimitPruning(
  db: Database,
  retentionMs: number,
  clock: () => Date,
  logger: Logger,
): () => void {
  return pruneEvery(
    RATE_LIMIT_PRUNE_INTERVAL_MS,
    () => pruneRateLimits(db, retentionMs, clock()),
    "rate limit",
    logger,
  );
}
