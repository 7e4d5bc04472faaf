import express, { type Router } from "express";
import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/config/env.server";
import type { AdminAuth } from "~/features/auth/admin-auth.server";
import type { ContentGenerator } from "~/features/articles/generator";
import { createContentGenerator } from "~/features/articles/content-generator.server";
import { adminRoutes } from "./routes/admin";
import { createAnalyticsRoutes } from "./routes/analytics";
import { blogAutomationRoutes } from "./routes/blog-automation";
import { contentRoutes } from "./routes/content";
import { requireAdmin } from "./admin-session";
import { rejectNulCharacters } from "./input-guards";
import { authRoutes } from "./routes/auth";
import { csrfProtection } from "./csrf";
import { createDnsLeakRoutes } from "./routes/dns-leak";
import { createIpRoutes } from "./routes/ip";
import { createIpProbeRoutes } from "./routes/ip-probe";
import { createProxyRoutes } from "./routes/proxy";
import { createLatencyRoutes } from "./routes/latency";
import { createShareRoutes } from "./routes/share";
import { SPEEDTEST_UPLOAD_PATH, createSpeedTestRoutes } from "./routes/speedtest";
import type { ToolServices } from "./tool-services";
import { strictRouter } from "./routes/strict-router";

export type ApiDependencies = {
  database: DatabaseHandle;
  env: Env;
  auth: AdminAuth;
  /** The time source (tests inject one). */
  clock: () => Date;
  tools: ToolServices;
  /** Writes generated content; from env (LLM provider or built-in) when absent. */
  generator?: ContentGenerator;
};

export const JSON_BODY_LIMIT = "100kb";

/**
 * The JSON API under /api. Every feature mounts its routes here; requests carry JSON
 * bodies of at most 100 kB and every answer, error or not, is JSON. State-changing
 * requests pass the CSRF guard first; the admin routers are mounted behind requireAdmin.
 */
export function createApiRouter(dependencies: ApiDependencies): Router {
  const { database, env, auth, clock } = dependencies;
  const api = strictRouter();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(
    csrfProtection({
      siteUrl: env.SITE_URL,
      production: env.NODE_ENV === "production",
      binaryPaths: [SPEEDTEST_UPLOAD_PATH],
      binaryOrigins: env.SPEEDTEST_CORS_ORIGINS,
    }),
  );
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(rejectNulCharacters);

  api.use("/auth", authRoutes(auth));
  // Each admin router sits behind the session guard: what reaches it has passed the guard,
  // whatever the spelling of the path (the routers are case-sensitive and strict besides).
  const adminOnly = requireAdmin(auth);
  api.use("/admin", adminOnly, adminRoutes(database.db, clock));
  const generator = dependencies.generator ?? createContentGenerator(env);
  api.use("/content", adminOnly, contentRoutes({ db: database.db, generator, clock }));
  api.use("/blog-automation", adminOnly, blogAutomationRoutes(database.db, clock));
  // Each feature's routes come from a factory in server/routes/<feature>.ts.
  api.use(createIpRoutes(dependencies));
  api.use(createDnsLeakRoutes(dependencies));
  api.use(createAnalyticsRoutes(dependencies));
  api.use(createProxyRoutes(dependencies));
  api.use(createSpeedTestRoutes(dependencies));
  api.use(createLatencyRoutes(dependencies));
  api.use(createShareRoutes(dependencies));
  api.use(createIpProbeRoutes(dependencies));
  return api;
}
