import express, { type RequestHandler, type Router } from "express";
import { createContentGenerator } from "~/features/articles/content-generator.server";
import { requireAdmin } from "./admin-session";
import { csrfProtection } from "./csrf";
import { rejectNulCharacters, unboundedJsonBody } from "./input-guards";
import { adminRouter } from "./routes/admin";
import { analyticsRouter } from "./routes/analytics";
import type { ApiDependencies, RouterFactory } from "./routes/api-dependencies";
import { authRouter } from "./routes/auth";
import { blogAutomationRouter } from "./routes/blog-automation";
import { contentRouter } from "./routes/content";
import { dnsLeakRouter } from "./routes/dns-leak";
import { ipRouter } from "./routes/ip";
import { ipProbeRouter } from "./routes/ip-probe";
import { latencyRouter } from "./routes/latency";
import { proxyRouter } from "./routes/proxy";
import { shareRouter } from "./routes/share";
import { SPEEDTEST_UPLOAD_PATH, speedTestRouter } from "./routes/speedtest";
import { noTrailingSlashAtMount, strictRouter } from "./routes/strict-router";

export type ApiOptions = Omit<ApiDependencies, "generator"> & {
  /** Writes generated content; from env (LLM provider or built-in) when absent. */
  generator?: ApiDependencies["generator"];
};

/** 100 kB, as express.json reads "100kb" (the 413's message says "limit 100 kB"). */
export const JSON_BODY_LIMIT = 100 * 1024;

/** Who may reach a router: anyone, or an admin session (requireAdmin, server/admin-session.ts). */
type Access = "public" | "admin";

/**
 * The API, one row per router: its prefix under /api, who may reach it, and its factory
 * (server/routes/<name>.ts). A guard is mounted in front of the router it protects, so
 * whatever reaches an admin router passed requireAdmin, however the path was spelled.
 */
export const apiRouters: readonly { prefix: string; access: Access; router: RouterFactory }[] = [
  { prefix: "/auth", access: "public", router: authRouter },
  { prefix: "/admin", access: "admin", router: adminRouter },
  { prefix: "/content", access: "admin", router: contentRouter },
  { prefix: "/blog-automation", access: "admin", router: blogAutomationRouter },
  { prefix: "/ip", access: "public", router: ipRouter },
  { prefix: "/ip", access: "public", router: ipProbeRouter },
  { prefix: "/dns-leak", access: "public", router: dnsLeakRouter },
  { prefix: "/analytics", access: "public", router: analyticsRouter },
  { prefix: "/proxy", access: "public", router: proxyRouter },
  { prefix: "/speedtest", access: "public", router: speedTestRouter },
  { prefix: "/latency", access: "public", router: latencyRouter },
  { prefix: "/share", access: "public", router: shareRouter },
];

/** Paths under /api whose body is bytes, not JSON: the speed test's upload. */
const BINARY_BODY_PATHS: readonly string[] = [SPEEDTEST_UPLOAD_PATH];

/**
 * The JSON API under /api. Requests carry JSON bodies of at most 100 kB and every answer,
 * error or not, is JSON. State-changing requests pass the CSRF guard first.
 */
export function createApiRouter(options: ApiOptions): Router {
  const { env, auth } = options;
  const dependencies: ApiDependencies = {
    ...options,
    generator: options.generator ?? createContentGenerator(env),
  };
  const api = strictRouter();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(
    csrfProtection({
      siteUrl: env.SITE_URL,
      production: env.NODE_ENV === "production",
      binaryPaths: BINARY_BODY_PATHS,
      binaryOrigins: env.SPEEDTEST_CORS_ORIGINS,
    }),
  );
  // A binary path's route reads its body itself, whatever type the request claims.
  const parseJson = express.json({ limit: JSON_BODY_LIMIT });
  api.use((req, res, next) => {
    if (BINARY_BODY_PATHS.includes(req.path)) return next();
    const refusal = unboundedJsonBody(req, JSON_BODY_LIMIT);
    return refusal ? next(refusal) : parseJson(req, res, next);
  });
  api.use(rejectNulCharacters);

  const guards: Record<Access, RequestHandler[]> = {
    public: [],
    admin: [requireAdmin(auth)],
  };
  for (const { prefix, access, router } of apiRouters) {
    api.use(prefix, ...guards[access], noTrailingSlashAtMount, router(dependencies));
  }
  return api;
}
