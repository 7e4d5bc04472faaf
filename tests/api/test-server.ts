import { existsSync } from "node:fs";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import { type Env, parseEnv } from "~/config/env.server";
import { logSerializers } from "../../server/logger";
import { paths } from "../../server/paths";
import { type RunningServer, type StartOptions, startServer } from "../../server/start";
import { testAdminEnv } from "../support/test-admin";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

export type TestServer = RunningServer & {
  database: TestDatabase;
  env: Env;
  /** fetch() against the server: `api("/healthz")`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

async function loadBuild(): Promise<ServerBuild> {
  if (!existsSync(paths.serverBuild)) {
    throw new Error(`${paths.serverBuild} is missing: run \`npm run build\` before the API tests`);
  }
  return (await import(/* @vite-ignore */ paths.serverBuild)) as ServerBuild;
}

/**
 * The real server (the same startServer production runs) in this test process, on an
 * ephemeral loopback port, with a fresh database of its own (a copy of the migrated PGlite
 * template, or a new PostgreSQL database with TEST_DATABASE_URL). Tests can hand it what no
 * environment variable reaches (a clock, a fake LLM, a proxy address policy) and read its
 * database directly. For the built server as operators run it, in a child process, see
 * scripts/built-server.mjs; tests/README.md says which to use when.
 */
export type TestServerOptions = {
  serveClientBuild?: boolean;
  /** The time source for sessions and rate limits; the real clock by default. */
  clock?: () => Date;
  /** Where log lines go (as JSON strings); by default they are dropped unless TEST_LOG_LEVEL is set. */
  onLog?: (line: string) => void;
  /** A database to use instead of a fresh one (to restart a server on the same data). */
  database?: TestDatabase;
  /** Options of the tools' services (a test clock for the DNS leak records). */
  tools?: StartOptions["tools"];
  /** The content generator (a fake LLM client, say). */
  generator?: StartOptions["generator"];
  /** Scheduler passes every this many ms; by default none run on their own (call scheduler.tick()). */
  schedulerIntervalMs?: number;
  /** Connection limits small enough to reach in a test; the production ones by default. */
  connectionLimits?: StartOptions["connectionLimits"];
};

export async function startTestServer(
  overrides: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(inject("pgliteTemplateDir")));
  const env = parseEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: database.dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? (options.onLog ? "info" : "silent"),
    ...testAdminEnv,
    ...overrides,
  });
  const onLog = options.onLog;
  const running = await startServer({
    env,
    logger: onLog
      ? pino(
          { level: env.LOG_LEVEL, serializers: logSerializers },
          { write: (line: string) => onLog(line) },
        )
      : pino({ level: env.LOG_LEVEL, serializers: logSerializers }),
    clock: options.clock,
    build: await loadBuild(),
    database,
    serveClientBuild: options.serveClientBuild ?? false,
    tools: options.tools,
    generator: options.generator,
    schedulerIntervalMs: options.schedulerIntervalMs ?? 0,
    connectionLimits: options.connectionLimits,
  });
  return {
    ...running,
    database,
    env,
    fetch: (path, init) => fetch(`${running.url}${path}`, init),
    async close() {
      await running.stop({ graceMs: 1_000 });
      await database.dispose();
    },
  };
}
