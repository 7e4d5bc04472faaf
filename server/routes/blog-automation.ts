import type { Router } from "express";
import {
  AutomationInputSchema,
  AutomationToggleSchema,
} from "~/features/automation/automation-input";
import {
  createAutomation,
  listAutomations,
  listRuns,
  setAutomationActive,
} from "~/features/automation/automation-store.server";
import { HttpError } from "../http-errors";
import { parseBody } from "../request-input";
import type { ApiDependencies } from "./api-dependencies";
import { idParam } from "./route-params";
import { strictRouter } from "./strict-router";

/** /api/blog-automation: create, list, pause and resume, run history (behind requireAdmin). */
export function blogAutomationRouter({ database: { db }, clock }: ApiDependencies): Router {
  const router = strictRouter();

  router.post("/", async (req, res) => {
    const input = parseBody(AutomationInputSchema, req);
    res.status(201).json(await createAutomation(db, input, clock()));
  });

  router.get("/", async (_req, res) => {
    res.json(await listAutomations(db));
  });

  router.patch("/:id", async (req, res) => {
    const id = idParam(req, "automation");
    const { isActive } = parseBody(AutomationToggleSchema, req);
    const automation = await setAutomationActive(db, id, isActive, clock());
    if (!automation) throw new HttpError(404, `No automation ${id}`);
    res.json(automation);
  });

  router.get("/:id/runs", async (req, res) => {
    const id = idParam(req, "automation");
    const runs = await listRuns(db, id);
    if (!runs) throw new HttpError(404, `No automation ${id}`);
    res.json(runs);
  });

  return router;
}
