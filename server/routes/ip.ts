import type { Router } from "express";
import { GeoUnavailableError } from "~/lib/geo/geolocation.server";
import { describeAddress } from "~/lib/geo/ip-info.server";
import { clientAddress } from "../client-address";
import { HttpError } from "../http-errors";
import type { ToolRouteDependencies } from "./tool-route-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

/** GET /api/ip: the caller's address with its location and provider, from our own databases. */
export function createIpRoutes({ database, env, tools }: ToolRouteDependencies): Router {
  const router = strictRouter();
  router.get("/ip", toolRateLimit(database, "ip", env.TOOLS_RATE_LIMIT), async (req, res) => {
    try {
      res.json(await describeAddress(clientAddress(req), tools.geo));
    } catch (error) {
      if (error instanceof GeoUnavailableError) {
        throw new HttpError(503, "IP geolocation is not available on this server.");
      }
      throw error;
    }
  });
  return router;
}
