import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Env } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { databaseContext } from "~/db/context";
import { nonceContext } from "~/features/security/nonce";
import { createApiRouter } from "./api-router";
import { apiNotFound, errorHandler } from "./http-errors";
import { type PrerenderedPages, servePrerenderedPages } from "./prerendered-pages";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  toolCspSources,
} from "./security-headers";
import { serveClientAssets } from "./static-assets";
import { type ToolServices, createToolServices } from "./tool-services";

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** The React Router server build, or a loader for it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets, public files and prerendered pages. Absent in development. */
  clientBuildDir?: string;
  prerenderedPages?: PrerenderedPages;
  /** Development middleware (Vite) placed before the page handler. */
  devMiddleware?: RequestHandler;
  /** Geolocation and DNS leak state shared with the listeners; made from env when absent. */
  tools?: ToolServices;
};

export function createApp(options: AppOptions): Express {
  const { env, database, logger } = options;
  const development = env.NODE_ENV === "development";
  const csp = { development, ...toolCspSources(env) };
  const tools = options.tools ?? createToolServices(env, logger);
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    }),
  );
  app.use(compression());
  app.use(baseSecurityHeaders({ https: (env.SITE_URL ?? "").startsWith("https://") }));

  app.get("/healthz", async (_req, res) => {
    const ok = await database.ping();
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json(ok ? { status: "ok" } : { status: "unavailable" });
  });

  app.use("/api", createApiRouter({ database, env, tools }), apiNotFound);

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientBuildDir) app.use(serveClientAssets(options.clientBuildDir));
  if (options.prerenderedPages) {
    app.use(servePrerenderedPages(options.prerenderedPages, csp));
  }

  app.all(
    "/{*path}",
    (_req, res, next) => {
      res.locals.nonce = createNonce();
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy(res.locals.nonce as string, csp),
      );
      next();
    },
    createRequestHandler({
      build: options.build,
      mode: development ? "development" : "production",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(databaseContext, database.db);
        context.set(nonceContext, res.locals.nonce as string);
        return context;
      },
    }),
  );

  app.use(errorHandler(logger));
  return app;
}
