import { existsSync } from "node:fs";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { inject } from "vitest";
import { type Env, parseEnv } from "~/config/env.server";
import { paths } from "../../server/paths";
import { type RunningServer, type StartOptions, startServer } from "../../server/start";
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
 * The real server (the same startServer production runs) on an ephemeral loopback port,
 * with a fresh database of its own.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  options: { serveClientBuild?: boolean; tools?: StartOptions["tools"] } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(inject("pgliteTemplateDir"));
  const env = parseEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: database.dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ...overrides,
  });
  const running = await startServer({
    env,
    logger: pino({ level: env.LOG_LEVEL }),
    build: await loadBuild(),
    database,
    serveClientBuild: options.serveClientBuild ?? false,
    tools: options.tools,
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
