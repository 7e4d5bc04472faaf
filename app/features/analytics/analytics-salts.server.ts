import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { analyticsGoalVisitors, analyticsSalts, analyticsVisitors } from "~/db/schema";
import { addDays, utcDay } from "./analytics-day";
import { newSalt } from "./visitor-id.server";

/**
 * The oldest day whose salt and visitor ids are kept at `now`: yesterday. A day's salt is
 * made at its first page view and deleted when the next day ends, so no salt outlives the
 * 48 hours after its day began.
 */
export function oldestKeptDay(now: Date): string {
  return addDays(utcDay(now), -1);
}

/**
 * Deletes the salts, visitor ids and goal marks of days before yesterday. Runs when a new
 * day's salt is created and every minute from the server (server/start.ts), so it happens even
 * when nobody visits. The aggregate counts are kept.
 */
export async function pruneAnalytics(db: Database, now: Date): Promise<void> {
  const cutoff = oldestKeptDay(now);
  await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, cutoff));
  await db.delete(analyticsGoalVisitors).where(lt(analyticsGoalVisitors.day, cutoff));
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, cutoff));
}

export type SaltStore = {
  /** The salt of `now`'s day, created (and old days pruned) on the first request of a day. */
  saltFor(now: Date): Promise<string>;
};

/**
 * Salts live in the database, so every server instance hashes a visitor alike; each process
 * remembers the current day's salt to save a query per page view.
 */
export function createSaltStore(db: Database): SaltStore {
  let cached: { day: string; salt: string } | undefined;
  return {
    async saltFor(now) {
      const day = utcDay(now);
      if (cached?.day === day) return cached.salt;
      // One statement for create-or-read: concurrent first requests agree on one salt.
      const [row] = await db
        .insert(analyticsSalts)
        .values({ day, salt: newSalt(), createdAt: now })
        .onConflictDoUpdate({
          target: analyticsSalts.day,
          set: { salt: sql`${analyticsSalts.salt}` },
        })
        .returning({ salt: analyticsSalts.salt });
      if (!row) throw new Error("Salt upsert returned no row");
      await pruneAnalytics(db, now);
      cached = { day, salt: row.salt };
      return row.salt;
    },
  };
}
