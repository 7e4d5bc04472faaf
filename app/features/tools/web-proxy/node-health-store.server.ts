import { sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { proxyNodeHealth } from "~/db/schema";

/** A proxy node's last health check, as every instance sees it. */
export type NodeHealth =
  | { ok: true; checkedAt: number; latencyMs: number; speedMbps: number }
  | { ok: false; checkedAt: number; error: string };

/**
 * Node health in the database, shared by every instance: each instance's checks are saved
 * (a newer check replaces an older one, whichever instance made it) and every instance
 * reads the same rows, so Auto Select picks the same node everywhere (decision 020).
 */
export type NodeHealthStore = {
  save(nodeId: string, health: NodeHealth): Promise<void>;
  load(): Promise<Map<string, NodeHealth>>;
};

export function databaseNodeHealthStore(db: Database): NodeHealthStore {
  return {
    async save(nodeId, health) {
      const row = {
        nodeId,
        ok: health.ok,
        checkedAt: new Date(health.checkedAt),
        latencyMs: health.ok ? health.latencyMs : null,
        speedMbps: health.ok ? health.speedMbps : null,
        error: health.ok ? null : health.error,
      };
      await db
        .insert(proxyNodeHealth)
        .values(row)
        .onConflictDoUpdate({
          target: proxyNodeHealth.nodeId,
          set: {
            ok: sql`excluded.ok`,
            checkedAt: sql`excluded.checked_at`,
            latencyMs: sql`excluded.latency_ms`,
            speedMbps: sql`excluded.speed_mbps`,
            error: sql`excluded.error`,
          },
          setWhere: sql`excluded.checked_at >= ${proxyNodeHealth.checkedAt}`,
        });
    },

    async load() {
      const rows = await db.select().from(proxyNodeHealth);
      return new Map(
        rows.map((row): [string, NodeHealth] => [
          row.nodeId,
          row.ok
            ? {
                ok: true,
                checkedAt: row.checkedAt.getTime(),
                latencyMs: row.latencyMs ?? 0,
                speedMbps: row.speedMbps ?? 0,
              }
            : { ok: false, checkedAt: row.checkedAt.getTime(), error: row.error ?? "" },
        ]),
      );
    },
  };
}
