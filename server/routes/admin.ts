import type { Router } from "express";
import { adminStatsSources, collectAdminStats } from "~/features/admin-stats/admin-stats.server";
import { analyticsReport } from "~/features/analytics/analytics-report.server";
import type { ApiDependencies } from "./api-dependencies";
import { strictRouter } from "./strict-router";

/** /api/admin: behind requireAdmin (server/admin-session.ts). */
export function adminRouter({ database: { db }, clock }: ApiDependencies): Router {
  const router = strictRouter();
  router.get("/stats", async (_req, res) => {
    res.json(await collectAdminStats(adminStatsSources(db), clock()));
  });
  router.get("/analytics", async (_req, res) => {
    res.json(await analyticsReport(db, clock()));
  });
  return router;
}
