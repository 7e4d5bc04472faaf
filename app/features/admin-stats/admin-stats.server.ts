import type { Database } from "~/db/database";
import { countActiveAutomations } from "~/features/automation/public.server";
import { contentCounts } from "~/features/articles/public.server";
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

/** The database's counters: content_items and blog_automations. */
export function adminStatsSources(db: Database): AdminStatsSources {
  return {
    contentCounts: (now) => contentCounts(db, now),
    activeAutomations: () => countActiveAutomations(db),
  };
}
