import type { Router } from "express";
import { latencyContext } from "~/features/tools/latency-map/latency-context.server";
import { clientAddress } from "../client-address";
import type { ApiDependencies } from "./api-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

/** GET /api/latency: the visitor's position and the endpoints to time (latencyContext). */
export function latencyRouter({ database, env, tools, clock }: ApiDependencies): Router {
  const router = strictRouter();
  const limit = toolRateLimit({ database, clock }, "latency", env.TOOLS_RATE_LIMIT);
  router.get("/", limit, async (req, res) => {
    res.json(await latencyContext(clientAddress(req), tools.geo, env.LATENCY_ENDPOINTS));
  });
  return router;
}
