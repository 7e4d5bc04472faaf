import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Env } from "~/config/env.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { ensureFirstAdmin } from "~/features/auth/bootstrap.server";
import { startAnalyticsPruning } from "./analytics-pruning";
import { createApp } from "./app";
import { paths } from "./paths";
import { loadPrerenderedPages } from "./prerendered-pages";
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
  /**
   * Stops accepting connections and lets in-flight requests finish, then closes the
   * database if the server opened it.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
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
};

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
  const tools = createToolServices(env, logger, options.tools);
  const app = createApp({
    tools,
    env,
    database,
    logger,
    build: options.build,
    clock: options.clock,
    clientBuildDir: serveClientBuild ? paths.clientBuild : undefined,
    prerenderedPages: serveClientBuild ? await loadPrerenderedPages(paths.clientBuild) : undefined,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  let listeners: ToolListeners;
  try {
    listeners = await startToolListeners(env, tools, logger);
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    if (ownsDatabase) await database.close();
    throw error;
  }
  const stopPruning = startAnalyticsPruning(
    database.db,
    options.clock ?? (() => new Date()),
    logger,
  );
  tools.proxy.nodes.start(env.PROXY_HEALTH_INTERVAL_SECONDS * 1000, (error) =>
    logger.warn({ err: error }, "proxy health check failed"),
  );
  const { port } = server.address() as AddressInfo;
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;

  let stopping: Promise<void> | undefined;
  const stop = ({ graceMs = 10_000 } = {}) => {
    stopping ??= (async () => {
      stopPruning();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await Promise.all([closed, listeners.close(), tools.proxy.nodes.stop()]);
      clearTimeout(timer);
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
    stop,
  };
}
