import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { pruneAnalytics } from "~/features/analytics/analytics-salts.server";
import type { DnsLeakStore } from "~/features/tools/dns-leak/leak-store.server";

export const ANALYTICS_PRUNE_INTERVAL_MS = 60_000;

/** Runs `prune` at start and then every minute, logging failures; answers a stop(). */
function pruneEveryMinute(prune: () => Promise<unknown>, what: string, logger: Logger) {
  const run = () => {
    prune().catch((error: unknown) => logger.warn({ err: error }, `${what} pruning failed`));
  };
  run();
  const timer = setInterval(run, ANALYTICS_PRUNE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Deletes expired analytics salts and visitor ids at start and then every minute, so they
 * go within a minute of expiry even when no page view arrives to trigger it (three indexed
 * deletes: negligible). Answers a stop().
 */
export function startAnalyticsPruning(db: Database, clock: () => Date, logger: Logger): () => void {
  return pruneEveryMinute(() => pruneAnalytics(db, clock()), "analytics", logger);
}

/** Deletes expired DNS leak tests (and the oldest beyond the cap) at start and every minute. */
export function startLeakPruning(store: DnsLeakStore, logger: Logger): () => void {
  return pruneEveryMinute(() => store.prune(), "DNS leak", logger);
}
