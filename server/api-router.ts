import express, { Router } from "express";
import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/config/env.server";

export type ApiDependencies = {
  database: DatabaseHandle;
  env: Env;
};

export const JSON_BODY_LIMIT = "100kb";

/**
 * The JSON API under /api. Every feature mounts its routes here; requests carry JSON
 * bodies of at most 100 kB and every answer, error or not, is JSON.
 */
export function createApiRouter(_dependencies: ApiDependencies): Router {
  const api = Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  return api;
}
