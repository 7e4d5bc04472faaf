import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type Request, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Env } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { databaseContext } from "~/db/context";
import { type AdminAuth, adminAuthFromEnv } from "~/features/auth/admin-auth.server";
import { type RequestAuth, requestAuthContext } from "~/features/auth/request-auth";
import type { ContentGenerator } from "~/features/articles/generator";
import { errorLogContext } from "~/lib/http/error-log-context";
import { clientAddressContext } from "~/lib/net/client-address-context";
import { nonceContext } from "~/lib/security/nonce";
import { sessionToken } from "./admin-session";
import { createApiRouter } from "./api-router";
import { clientAddress } from "./client-address";
import { hostGuard } from "./host-guard";
import { apiNotFound, errorHandler, HttpError } from "./http-errors";
import { logSerializers } from "./logger";
import { limitRouteDiscovery, rejectMalformedUrls, requirePathTargets } from "./input-guards";
import { type PrerenderedPages, servePrerenderedPages } from "./prerendered-pages";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  toolCspSources,
} from "./security-headers";
import { type Readiness, createReadiness, probesRouter } from "./readiness";
import { requestId } from "./request-id";
import { loggedUrl, proxyOriginGuard } from "./routes/proxy-guards";
import { serveClientAssets } from "./static-assets";
import { isBuildEncoded } from "./static-output/encoded-body";
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
  /** The time source for sessions and limits; tests inject one to step past expiry. */
  clock?: () => Date;
  /** Geolocation and DNS leak state shared with the listeners; made from env when absent. */
  tools?: ToolServices;
  /** The content generator shared with the scheduler; made from env when absent. */
  generator?: ContentGenerator;
  /** Turned not-ready by the shutdown; always ready when absent. */
  readiness?: Readiness;
};

/** Admin authentication for one page request; the session is looked up once, when first asked. */
function requestAuth(auth: AdminAuth, req: Request, address: string): RequestAuth {
  let admin: ReturnType<RequestAuth["currentAdmin"]> | undefined;
  return {
    currentAdmin: () => (admin ??= auth.sessionFor(sessionToken(req, auth))),
    clientTrusted: auth.isTrusted(address),
  };
}

export function createApp(options: AppOptions): Express {
  const { env, database, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const development = env.NODE_ENV === "development";
  const auth = adminAuthFromEnv(database.db, env, clock);
  const csp = { development, ...toolCspSources(env) };
  const tools = options.tools ?? createToolServices(env, logger, database.db);
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.set("case sensitive routing", true);
  app.set("strict routing", true);
  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      // One compact line per request: no headers, so no cookies or tokens in the logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: loggedUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: logSerializers.err,
      },
    }),
  );
  app.use(requirePathTargets);
  app.use(hostGuard(env));
  app.use(rejectMalformedUrls);
  app.use(proxyOriginGuard(env));
  app.use(
    compression({ filter: (req, res) => !isBuildEncoded(res) && compression.filter(req, res) }),
  );
  app.use(baseSecurityHeaders({ https: (env.SITE_URL ?? "").startsWith("https://") }));

  app.use(probesRouter({ database, readiness: options.readiness ?? createReadiness() }));

  app.use(
    "/api",
    createApiRouter({
      database,
      env,
      auth,
      clock,
      tools,
      generator: options.generator,
    }),
    apiNotFound,
  );

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientBuildDir) app.use(serveClientAssets(options.clientBuildDir));
  if (options.prerenderedPages) {
    app.use(servePrerenderedPages(options.prerenderedPages, csp));
  }

  app.use(limitRouteDiscovery);
  app.all(
    "/{*path}",
    (req, res, next) => {
      // No page has an action: anything but a read is refused here, before the page router
      // (which would log an error per request, a cheap way to flood the logs).
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        return next(new HttpError(405, "Method not allowed"));
      }
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
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        const address = clientAddress(req);
        context.set(databaseContext, database.db);
        context.set(nonceContext, res.locals.nonce as string);
        context.set(clientAddressContext, address);
        context.set(requestAuthContext, requestAuth(auth, req, address));
        context.set(errorLogContext, (error, message) => req.log.error({ err: error }, message));
        return context;
      },
    }),
  );

  app.use(errorHandler(logger));
  return app;
}
