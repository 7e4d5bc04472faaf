import type { Router } from "express";
import type { Database } from "~/db/database";
import {
  parseAutomationInput,
  parseAutomationToggle,
} from "~/features/automation/automation-input";
import {
  createAutomation,
  listAutomations,
  listRuns,
  setAutomationActive,
} from "~/features/automation/automation-store.server";
import { HttpError } from "../http-errors";
import { idParam } from "./route-params";
import { strictRouter } from "./strict-router";

/** /api/blog-automation: create, list, pause and resume, run history (behind requireAdmin). */
export function blogAutomationRoutes(db: Database, clock: () => Date): Router {
  const router = strictRouter();

  router.post("/", async (req, res) => {
    const parsed = parseAutomationInput(req.body);
    if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.issues);
    res.status(201).json(await createAutomation(db, parsed.value, clock()));
  });

  router.get("/", async (_req, res) => {
    res.json(await listAutomations(db));
  });

  router.patch("/:id", async (req, res) => {
    const id = idParam(req.params.id, "automation");
    const parsed = parseAutomationToggle(req.body);
    if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.issues);
    const automation = await setAutomationActive(db, id, parsed.value.isActive, clock());
    if (!automation) throw new HttpError(404, `No automation ${id}`);
    res.json(automation);
  });

  router.get("/:id/runs", async (req, res) => {
    res.json(await listRuns(db, idParam(req.params.id, "automation")));
  });

  return router;
}
