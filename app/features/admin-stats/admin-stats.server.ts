import type { Database } from "~/db/database";
import type { AdminStats } from "./admin-stats";

export type ContentCounts = Pick<AdminStats, "totalContent" | "published" | "drafts" | "scheduled">;

/** Where the figures come from: one counter per table, so each can change on its own. */
export type AdminStatsSources = {
  /** Counts of content items; `scheduled` counts those whose scheduledFor is after `now`. */
  contentCounts(now: Date): Promise<ContentCounts>;
  /** Automations with isActive true. */
  activeAutomations(): Promise<number>;
};

export async function collectAdminStats(
  sources: AdminStatsSources,
  now: Date,
): Promise<AdminStats> {
  const [content, activeAutomations] = await Promise.all([
    sources.contentCounts(now),
    sources.activeAutomations(),
  ]);
  return { ...content, activeAutomations };
}

const noContent: ContentCounts = { totalContent: 0, published: 0, drafts: 0, scheduled: 0 };

/**
 * The database's counters. The content and automation tables do not exist yet, so both
 * count nothing; the issue that adds those tables replaces these two functions with queries.
 */
export function adminStatsSources(_db: Database): AdminStatsSources {
  return {
    contentCounts: async () => noContent,
    activeAutomations: async () => 0,
  };
}
