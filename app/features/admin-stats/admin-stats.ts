/** GET /api/admin/stats: counts over the admin's content and automations. */
export type AdminStats = {
  totalContent: number;
  published: number;
  drafts: number;
  /** Content items whose scheduledFor lies in the future. */
  scheduled: number;
  /** Automations with isActive true. */
  activeAutomations: number;
};

/** The four figures of the dashboard's stat cards. */
export type DashboardFigures = {
  /** The spec's Total Content: the stats' totalContent (0 if missing) plus the published items. */
  totalContent: number;
  totalContentParts: { items: number; published: number };
  scheduled: number;
  activeAutomations: number;
  /** Page views of the last 30 days, from the cookieless analytics. */
  pageViews: number;
};

export function dashboardFigures(
  stats: Partial<AdminStats> | null | undefined,
  pageViews = 0,
): DashboardFigures {
  const items = stats?.totalContent ?? 0;
  const published = stats?.published ?? 0;
  return {
    totalContent: items + published,
    totalContentParts: { items, published },
    scheduled: stats?.scheduled ?? 0,
    activeAutomations: stats?.activeAutomations ?? 0,
    pageViews,
  };
}
