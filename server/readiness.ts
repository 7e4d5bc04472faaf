import type { Router } from "express";
import type { DatabaseHandle } from "~/db/client.server";
import { strictRouter } from "./routes/strict-router";

/**
 * Whether this instance should get new traffic. On SIGTERM it turns not-ready first, keeps
 * serving for the drain period so the load balancer sees `/readyz` fail and moves traffic
 * away, and only then stops listening (docs/operations.md, "Liveness and readiness").
 */
export type Readiness = {
  readonly draining: boolean;
  startDraining(): void;
};

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

export type ProbeDependencies = { database: DatabaseHandle; readiness: Readiness };

/**
 * The load balancer's probes, outside /api but made like the API's routers and mounted at
 * the root (server/app.ts). `GET /healthz` (liveness): 200 while the database answers.
 * `GET /readyz`: 200 while serving and the database answers, 503 `{"status":"draining"}`
 * once shutdown has begun. While draining every response also carries `Connection: close`,
 * so kept-alive clients (the load balancer's own pool) reconnect elsewhere.
 */
export function probesRouter({ database, readiness }: ProbeDependencies): Router {
  const router = strictRouter();
  router.use((_req, res, next) => {
    if (readiness.draining) res.setHeader("Connection", "close");
    next();
  });
  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (readiness.draining) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const ok = await database.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "unavailable" });
  });
  router.get("/healthz", async (_req, res) => {
    const ok = await database.ping();
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json(ok ? { status: "ok" } : { status: "unavailable" });
  });
  return router;
}
