import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Env } from "~/config/env.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { type Scheduler, createScheduler } from "~/features/automation/scheduler.server";
import { ensureFirstAdmin } from "~/features/auth/bootstrap.server";
import { startAnalyticsPruning, startLeakPruning, startRateLimitPruning } from "./pruning";
import { databaseNodeHealthStore } from "~/features/tools/web-proxy/node-health-store.server";
import {
  createContentGenerator,
  generationLimitMs,
} from "~/features/articles/content-generator.server";
import type { ContentGenerator } from "~/features/articles/generator";
import { createApp } from "./app";
import { type ConnectionLimits, limitConnections, createHttpServer } from "./connection-limits";
import { trackConnections } from "./graceful-close";
import { paths } from "./paths";
import { loadPrerenderedPages } from "./prerendered-pages";
import { type Readiness, createReadiness } from "./readiness";
import { type ToolListeners, startToolListeners } from "./tool-listeners";
import { type ToolServiceOptions, type ToolServices, createToolServices } from "./tool-services";

export type RunningServer = {
  server: Server;
  database: DatabaseHandle;
  url: string;
  /** The DNS leak responder's and STUN responder's ports, when they run. */
  listeners: Pick<ToolListeners, "dnsPort" | "stunPort">;
  /** The tools' services (tests run the proxy's health checks through it). */
  tools: ToolServices;
  /** The content scheduler's loop (tests call tick() with their clock). */
  scheduler: Scheduler;
  /** Says whether this instance takes traffic (/readyz); stop() turns it not-ready first. */
  readiness: Readiness;
  /**
   * Turns not-ready, keeps serving for `drainMs` (0 by default), then stops accepting
   * connections and lets in-flight requests (and a scheduled run) finish for up to `graceMs`,
   * then writes pending DNS leak records and closes the database if the server opened it.
   */
  stop(options?: { graceMs?: number; drainMs?: number }): Promise<void>;
};

export type StartOptions = {
  env: Env;
  logger: Logger;
  build: ServerBuild;
  /** Serve build/client (assets and prerendered pages). Tests of the API alone may skip it. */
  serveClientBuild?: boolean;
  /** An already opened database, which the caller closes; by default it is opened from env. */
  database?: DatabaseHandle;
  /** The time source for sessions and limits (tests inject one). */
  clock?: () => Date;
  /** Options of the tools' services (a test clock for the DNS leak records). */
  tools?: ToolServiceOptions;
  /** The content generator (tests inject one); from env by default. */
  generator?: ContentGenerator;
  /** Milliseconds between scheduler passes; SCHEDULER_INTERVAL_SECONDS by default, 0 for none. */
  schedulerIntervalMs?: number;
  /** Connection limits (tests use small ones to reach them); CONNECTION_LIMITS by default. */
  connectionLimits?: ConnectionLimits;
};

/** How often each instance re-reads the proxy nodes' shared health. */
const NODE_HEALTH_REFRESH_MS = 15_000;

/** Rate-limit counters are pruned once their window is this old (longer than any rule's window). */
const RATE_LIMIT_RETENTION_MS = 60 * 60_000;

/** Opens the database, applies migrations and listens: the production server, and the one tests start. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env, logger } = options;
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      migrationsFolder: paths.migrations,
    }));
  try {
    await ensureFirstAdmin(database.db, env, logger);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const serveClientBuild = options.serveClientBuild ?? true;
  const tools = createToolServices(env, logger, database.db, options.tools);
  const clock = options.clock ?? (() => new Date());
  const generator = options.generator ?? createContentGenerator(env);
  const readiness = createReadiness();
  const app = createApp({
    readiness,
    generator,
    tools,
    env,
    database,
    logger,
    build: options.build,
    clock,
    clientBuildDir: serveClientBuild ? paths.clientBuild : undefined,
    prerenderedPages: serveClientBuild ? await loadPrerenderedPages(paths.clientBuild) : undefined,
  });

  const server = createHttpServer(app, options.connectionLimits);
  const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  // A hop count names no proxy: Express trusts the first N hops from any peer, so every peer
  // would pass as the proxy and no client would be capped. Only named proxies go uncounted.
  const namesProxies = typeof env.TRUST_PROXY !== "number";
  limitConnections(
    server,
    (address) => namesProxies && trustProxy(address, 0),
    options.connectionLimits,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const connections = trackConnections(server);
  let listeners: ToolListeners;
  try {
    listeners = await startToolListeners(env, tools, logger);
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    if (ownsDatabase) await database.close();
    throw error;
  }
  const stopPruning = startAnalyticsPruning(database.db, clock, logger);
  const stopLeakPruning = tools.dnsLeak ? startLeakPruning(tools.dnsLeak.store, logger) : () => {};
  const stopRateLimitPruning = startRateLimitPruning(
    database.db,
    RATE_LIMIT_RETENTION_MS,
    clock,
    logger,
  );
  // Health is stored, so every instance's Auto Select uses the same, latest checks.
  tools.proxy.nodes.share(databaseNodeHealthStore(database.db), NODE_HEALTH_REFRESH_MS);
  tools.proxy.nodes.start(env.PROXY_HEALTH_INTERVAL_SECONDS * 1000, (error) =>
    logger.warn({ err: error }, "proxy health check failed"),
  );
  // Publishes scheduled content and runs due automations; the first pass catches up at once.
  const scheduler = createScheduler({
    db: database.db,
    generator,
    logger: logger.child({ component: "scheduler" }),
    clock,
    intervalMs: options.schedulerIntervalMs ?? env.SCHEDULER_INTERVAL_SECONDS * 1000,
    generationLimitMs: generationLimitMs(env),
  });
  scheduler.start();
  const { port } = server.address() as AddressInfo;
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;

  let stopping: Promise<void> | undefined;
  const stop = ({ graceMs = 10_000, drainMs = 0 } = {}) => {
    stopping ??= (async () => {
      readiness.startDraining();
      // No new claims from now; a run under way has until the grace ends, then is stopped and
      // left due for another instance (decision 030).
      const schedulerStopped = scheduler.stop(drainMs + graceMs);
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      stopPruning();
      stopLeakPruning();
      stopRateLimitPruning();
      await Promise.all([
        connections.close(graceMs),
        listeners.close(),
        tools.proxy.nodes.stop(),
        schedulerStopped,
      ]);
      await tools.dnsLeak?.store.flush();
      if (ownsDatabase) await database.close();
    })();
    return stopping;
  };

  return {
    server,
    database,
    url: `http://${host}:${port}`,
    listeners: { dnsPort: listeners.dnsPort, stunPort: listeners.stunPort },
    tools,
    scheduler,
    readiness,
    stop,
  };
}
