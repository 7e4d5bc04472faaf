/**
 * Development server: Vite serves the app with hot reloading; the API, headers and
 * database are the production ones. Run with `npm run dev`.
 */
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { ensureFirstAdmin } from "~/features/auth/bootstrap.server";
import { createApp } from "./app";
import { createLogger } from "./logger";
import { paths } from "./paths";

const env = { ...getEnv(), NODE_ENV: "development" as const };
const logger = createLogger(env);
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  migrationsFolder: paths.migrations,
});
await ensureFirstAdmin(database.db, env, logger);
const ssr = vite.environments.ssr as unknown as {
  runner: { import(id: string): Promise<unknown> };
};

const app = createApp({
  env,
  database,
  logger,
  build: () => ssr.runner.import("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
});
app.listen(env.PORT, env.HOST, () => {
  logger.info(`Umbra web (development) on http://${env.HOST}:${env.PORT}`);
});
