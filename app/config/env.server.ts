import { z } from "zod";
import { toolsEnvShape } from "./tools-env.server";

const port = z.coerce.number().int().min(0).max(65535);
/** An unset or empty variable is absent; otherwise it must be a URL. */
const optionalUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.url().optional(),
);

/**
 * Every setting the server reads from its environment. docs/operations.md documents each
 * one; the server refuses to start when one is malformed, naming the variable.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    "must be a postgres:// or postgresql:// URL",
  ),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SITE_URL: optionalUrl,
  CLIENT_AREA_URL: z.url().default("https://my.umbravpn.example"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_USERNAME: z.string().trim().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  ADMIN_TRUSTED_IPS: z.string().default(""),
  ...toolsEnvShape,
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

/** The process environment, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The origin used for canonical links, the sitemap and Open Graph. */
export function siteUrl(env: Env): string {
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  return (env.SITE_URL ?? `http://${host}:${env.PORT || 3000}`).replace(/\/+$/, "");
}
