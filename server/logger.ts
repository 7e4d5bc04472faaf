import { DrizzleQueryError } from "drizzle-orm";
import { pino, stdSerializers, type Logger } from "pino";
import type { Env } from "~/config/env.server";

/**
 * A failed query as logged: its statement and its cause, not its parameters. Drizzle writes
 * them into the error's message and stack (`Failed query: …\nparams: …`) and keeps them as
 * `params`: whatever the statement held, the text a visitor typed included (a username is
 * sometimes a password), in the log line of every database failure.
 */
export function withoutQueryParams(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const logged = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  // The stack's frames without its first lines, which repeat the message and its parameters.
  const stack = error.stack ?? "";
  const end = stack.indexOf(error.message);
  logged.stack = `Error: ${logged.message}${end < 0 ? "" : stack.slice(end + error.message.length)}`;
  return logged;
}

/** The serializers of every logger the server writes to (`err`: see withoutQueryParams). */
export const logSerializers = {
  err: (error: unknown) => stdSerializers.err(withoutQueryParams(error) as Error),
};

/** Structured JSON logs in production; readable lines in development. */
export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.LOG_LEVEL,
    serializers: logSerializers,
    ...(env.NODE_ENV === "development"
      ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } }
      : {}),
  });
}
