import { pino, type Logger } from "pino";
import type { Env } from "~/config/env.server";

/** Structured JSON logs in production; readable lines in development. */
export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.LOG_LEVEL,
    ...(env.NODE_ENV === "development"
      ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } }
      : {}),
  });
}
