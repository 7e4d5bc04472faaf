import type { Router } from "express";
import { siteUrl, type Env } from "~/config/env.server";
import { GeoUnavailableError } from "~/lib/geo/geolocation.server";
import { describeAddress } from "~/lib/geo/ip-info.server";
import { clientAddress } from "../client-address";
import { HttpError } from "../http-errors";
import type { ToolRouteDependencies } from "./tool-route-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

/** The probe origins, read at start so a change needs no rebuild of the prerendered pages. */
export function ipProbeOrigins(env: Env) {
  return { v4: env.IPV4_PROBE_URL ?? null, v6: env.IPV6_PROBE_URL ?? null };
}

/**
 * The IP checker's single-family probes (decision 024). GET /api/ip/probes names the
 * IPv4-only and IPv6-only origins; GET /api/ip/probe, asked on one of them, answers the
 * address the request came from and its family. Only our own site may read the answer
 * cross-origin (CORS), and it is a plain GET, so no preflight is needed.
 */
export function createIpProbeRoutes({ database, env, tools }: ToolRouteDependencies): Router {
  const router = strictRouter();
  const siteOrigin = new URL(siteUrl(env)).origin;
  router.get("/ip/probes", (_req, res) => {
    res.json(ipProbeOrigins(env));
  });
  router.get(
    "/ip/probe",
    (req, res, next) => {
      res.setHeader("Vary", "Origin");
      if (req.headers.origin === siteOrigin) {
        res.setHeader("Access-Control-Allow-Origin", siteOrigin);
      }
      next();
    },
    toolRateLimit(database, "ip", env.TOOLS_RATE_LIMIT),
    async (req, res) => {
      const address = clientAddress(req);
      try {
        const info = await describeAddress(address, tools.geo);
        res.json({ ...info, family: address.includes(":") ? 6 : 4 });
      } catch (error) {
        if (error instanceof GeoUnavailableError) {
          throw new HttpError(503, "IP geolocation is not available on this server.");
        }
        throw error;
      }
    },
  );
  return router;
}
