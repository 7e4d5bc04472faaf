import type { Router } from "express";
import { siteUrl } from "~/config/env.server";
import { probeAnswer, probeOrigins } from "~/features/tools/ip-checker/ip-probe.server";
import { clientAddress } from "../client-address";
import type { ApiDependencies } from "./api-dependencies";
import { withGeolocation } from "./ip";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

/**
 * The IP checker's single-family probes (decision 024). GET /api/ip/probes names the
 * IPv4-only and IPv6-only origins; GET /api/ip/probe, asked on one of them, answers the
 * address the request came from and its family. Only our own site may read the answer
 * cross-origin (CORS), and it is a plain GET, so no preflight is needed.
 */
export function ipProbeRouter({ database, env, tools, clock }: ApiDependencies): Router {
  const router = strictRouter();
  const siteOrigin = new URL(siteUrl(env)).origin;
  router.get("/probes", (_req, res) => {
    res.json(probeOrigins(env));
  });
  router.get(
    "/probe",
    (req, res, next) => {
      res.setHeader("Vary", "Origin");
      if (req.headers.origin === siteOrigin) {
        res.setHeader("Access-Control-Allow-Origin", siteOrigin);
      }
      next();
    },
    toolRateLimit({ database, clock }, "ip", env.TOOLS_RATE_LIMIT),
    async (req, res) => {
      res.json(await withGeolocation(() => probeAnswer(clientAddress(req), tools.geo)));
    },
  );
  return router;
}
