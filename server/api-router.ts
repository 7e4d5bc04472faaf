import express, { Router } from "express";
import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/config/env.server";
import { createDnsLeakRoutes } from "./routes/dns-leak";
import { createIpRoutes } from "./routes/ip";
import type { ToolServices } from "./tool-services";

export type ApiDependencies = {
  database: DatabaseHandle;
  env: Env;
  tools: ToolServices;
};

export const JSON_BODY_LIMIT = "100kb";

/**
 * The JSON API under /api. Every feature mounts its routes here; requests carry JSON
 * bodies of at most 100 kB and every answer, error or not, is JSON.
 */
export function createApiRouter(dependencies: ApiDependencies): Router {
  const api = Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // Each feature's routes come from a factory in server/routes/<feature>.ts.
  api.use(createIpRoutes(dependencies));
  api.use(createDnsLeakRoutes(dependencies));
  return api;
}
