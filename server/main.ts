import type { ServerBuild } from "react-router";
import { EnvError, getEnv } from "~/config/env.server";
import { createLogger } from "./logger";
import { paths } from "./paths";
import { startServer } from "./start";

async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  const build = (await import(paths.serverBuild)) as ServerBuild;
  const running = await startServer({ env, logger, build });
  logger.info(
    { url: running.url, database: running.database.driver },
    `Umbra web listening on ${running.url}`,
  );

  // SIGTERM (a deployment, a scale-in) drains: not-ready first, so the load balancer moves
  // traffic away while this instance still serves. SIGINT (Ctrl-C) skips the drain.
  const shutdown = (signal: string) => {
    const drainMs = signal === "SIGTERM" ? env.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    logger.info({ signal, drainMs }, "shutting down");
    running.stop({ drainMs, graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000 }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
