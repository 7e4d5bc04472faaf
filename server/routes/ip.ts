import type { Router } from "express";
import { GeoUnavailableError } from "~/lib/geo/geolocation.server";
import { describeAddress } from "~/lib/geo/ip-info.server";
import { clientAddress } from "../client-address";
import { HttpError } from "../http-errors";
import type { ApiDependencies } from "./api-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

/** GET /api/ip: the caller's address with its location and provider, from our own databases. */
export function ipRouter({ database, env, tools, clock }: ApiDependencies): Router {
  const router = strictRouter();
  const limit = toolRateLimit({ database, clock }, "ip", env.TOOLS_RATE_LIMIT);
  router.get("/", limit, async (req, res) => {
    res.json(await withGeolocation(() => describeAddress(clientAddress(req), tools.geo)));
  });
  return router;
}

/** Runs a lookup; without the city database, the answer is 503 with a clear message. */
export async function withGeolocation<T>(lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof GeoUnavailableError) {
      throw new HttpError(503, "IP geolocation is not available on this server.");
    }
    throw error;
  }
}
