import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { pruneAnalytics } from "~/features/analytics/analytics-salts.server";
import type { DnsLeakStore } from "~/features/dns-leak/leak-store.server";

export const ANALYTICS_PRUNE_INTERVAL_MS = 60_000;

/**
 * Deletes expired analytics salts and visitor ids at start and then every minute, so they
 * go within a minute of expiry even when no page view arrives to trigger it (three indexed
 * deletes: negligible). Answers a stop().
 */
export function startAnalyticsPruning(db: Database, clock: () => Date, logger: Logger): () => void {
  const prune = () => {
    pruneAnalytics(db, clock()).catch((error: unknown) =>
      logger.warn({ err: error }, "analytics pruning failed"),
    );
  };
  prune();
  const timer = setInterval(prune, ANALYTICS_PRUNE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Deletes expired DNS leak tests (and the oldest beyond the cap) at start and every minute. */
export function startLeakPruning(store: DnsLeakStore, logger: Logger): () => void {
  const prune = () => {
    store.prune().catch((error: unknown) => logger.warn({ err: error }, "DNS leak pruning failed"));
  };
  prune();
  const timer = setInterval(prune, ANALYTICS_PRUNE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
