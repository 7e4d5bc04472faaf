import type { Router } from "express";
import type { LatencyContext } from "~/copy/latency-cities";
import { describeAddress } from "~/lib/geo/ip-info.server";
import { GeoUnavailableError } from "~/lib/geo/geolocation.server";
import { projectPoint } from "~/features/tools/latency-map/projection";
import { clientAddress } from "../client-address";
import type { ToolRouteDependencies } from "./tool-route-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

/**
 * GET /api/latency: what the latency map needs from us: the visitor's approximate position
 * from our own IP database (never the browser's geolocation, never a third party), and the
 * endpoints of LATENCY_ENDPOINTS that the browser times directly.
 */
export function createLatencyRoutes({ database, env, tools }: ToolRouteDependencies): Router {
  const router = strictRouter();
  router.get(
    "/latency",
    toolRateLimit(database, "latency", env.TOOLS_RATE_LIMIT),
    async (req, res) => {
      let position: LatencyContext["position"] = null;
      try {
        const info = await describeAddress(clientAddress(req), tools.geo);
        if (info.latitude !== null && info.longitude !== null) {
          const place = [info.city, info.country].filter(Boolean).join(", ");
          const point = projectPoint(info.latitude, info.longitude) ?? { x: 0, y: 0 };
          position = {
            latitude: info.latitude,
            longitude: info.longitude,
            place: place || null,
            ...point,
          };
        }
      } catch (error) {
        if (!(error instanceof GeoUnavailableError)) throw error;
      }
      const body: LatencyContext = { position, endpoints: env.LATENCY_ENDPOINTS };
      res.json(body);
    },
  );
  return router;
}
