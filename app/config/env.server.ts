import { z } from "zod";
import { parseAddressList } from "./address-list.server";
import { blankAsUnset, optional, port } from "./env-fields.server";
import { toolsEnvShape } from "./tools-env.server";
import { TrustProxySchema } from "./trust-proxy.server";

/** An unset or empty variable is absent; otherwise it must be a URL. */
const optionalUrl = optional(z.url());

/** Whether a URL points at this machine: localhost, 127.0.0.0/8 or ::1. */
function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A duration in hours (fractions allowed), at most a year. */
const hours = z.coerce.number().positive().max(8760);

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
  TRUST_PROXY: TrustProxySchema,
  SITE_URL: optionalUrl,
  CLIENT_AREA_URL: z.url().default("https://my.umbravpn.example"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_USERNAME: optional(z.string().trim().min(1).max(64)),
  ADMIN_PASSWORD: z.preprocess(
    blankAsUnset,
    z.string().min(12, "must be at least 12 characters").max(1024).optional(),
  ),
  /** Addresses and CIDR ranges signed in to the admin automatically; empty turns it off. */
  ADMIN_TRUSTED_IPS: z
    .string()
    .default("")
    .transform((text, ctx) => {
      try {
        return parseAddressList(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** A session ends this long after sign-in, however active it is. */
  ADMIN_SESSION_ABSOLUTE_HOURS: hours.default(24 * 7),
  /** A session ends after this long without a request. */
  ADMIN_SESSION_IDLE_HOURS: hours.default(12),
  /** An OpenAI-compatible API (…/v1) for the content generator; unset, the built-in one writes. */
  LLM_BASE_URL: optionalUrl.refine(
    (value) => value === undefined || !value.startsWith("http://") || isLoopbackUrl(value),
    "must use https (plain http only to a loopback address): the API key and the prompts travel in it",
  ),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  /** How long one generation may take before it fails with a clear error. */
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(90),
  /** How often the scheduler looks for due automations and scheduled content; 0 turns it off. */
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  /** On SIGTERM: seconds of answering /readyz 503 while still serving, before listening stops. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Then: seconds in-flight requests get to finish before their connections are closed. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  ...toolsEnvShape,
  /** Analytics events accepted per client (address) per minute; the benchmark raises it. */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
});

/** Rules between variables, checked after each one is valid on its own. */
const CheckedEnvSchema = EnvSchema.refine(
  (env) => env.ADMIN_SESSION_IDLE_HOURS <= env.ADMIN_SESSION_ABSOLUTE_HOURS,
  { path: ["ADMIN_SESSION_IDLE_HOURS"], message: "must not exceed ADMIN_SESSION_ABSOLUTE_HOURS" },
)
  .refine((env) => !env.PROXY_ORIGIN || env.SITE_URL, {
    path: ["PROXY_ORIGIN"],
    message: "needs SITE_URL (the pages allowed to frame the proxy)",
  })
  // A hop count believes X-Forwarded-For from whoever connects: a client reaching the port
  // directly could name a trusted address and be signed in to the admin.
  .refine(
    (env) =>
      env.ADMIN_TRUSTED_IPS.length === 0 ||
      typeof env.TRUST_PROXY !== "number" ||
      env.TRUST_PROXY === 0,
    {
      path: ["ADMIN_TRUSTED_IPS"],
      message:
        "needs TRUST_PROXY to name the proxies by address, not a hop count (with a hop count any client reaching the port could name a trusted address)",
    },
  );

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = CheckedEnvSchema.safeParse(source);
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
