import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { type Env, siteUrl } from "~/config/env.server";
import { unblockProbeOrigins } from "~/copy/unblock-services";
import { themeScript } from "~/lib/theme/theme";

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const themeScriptHash = scriptHashSource(themeScript);

export type CspOptions = {
  /** Development: Vite injects inline scripts of its own, so nonces cannot cover them. */
  development: boolean;
  /** Sources beyond our own origin that configuration allows (the breach API, the DNS test zone). */
  imgSrc?: readonly string[];
  connectSrc?: readonly string[];
  /** The web proxy's own origin (PROXY_ORIGIN), which the proxy page frames. */
  frameSrc?: readonly string[];
};

/**
 * The extra sources the tools need: the breach-check API (connect-src); every name in the
 * DNS leak test zone, which the page loads as images so the browser resolves them; the
 * speed test's other servers and the latency map's endpoints (connect-src); and the
 * favicons the Service Accessibility Checker loads (img-src, exactly those origins).
 */
export function toolCspSources(
  env: Pick<
    Env,
    | "BREACH_API_BASE"
    | "DNS_LEAK_ZONE"
    | "PROXY_ORIGIN"
    | "SPEEDTEST_SERVERS"
    | "LATENCY_ENDPOINTS"
    | "IPV4_PROBE_URL"
    | "IPV6_PROBE_URL"
    | "SITE_URL"
    | "HOST"
    | "PORT"
  >,
): {
  imgSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
} {
  // The test names are served by this server, on the site's own port (resolveInBrowser).
  const sitePort = new URL(siteUrl(env as Env)).port;
  const zone = env.DNS_LEAK_ZONE ? [`*.${env.DNS_LEAK_ZONE}${sitePort ? `:${sitePort}` : ""}`] : [];
  const measured = [
    ...Object.values(env.SPEEDTEST_SERVERS),
    ...Object.values(env.LATENCY_ENDPOINTS).map((url) => new URL(url).origin),
    // The IP checker's single-family probes (IPV4_PROBE_URL, IPV6_PROBE_URL).
    ...[env.IPV4_PROBE_URL, env.IPV6_PROBE_URL].filter((url): url is string => Boolean(url)),
  ];
  return {
    imgSrc: [...zone, ...unblockProbeOrigins],
    connectSrc: [...new Set([new URL(env.BREACH_API_BASE).origin, ...zone, ...measured])],
    frameSrc: env.PROXY_ORIGIN ? [env.PROXY_ORIGIN] : [],
  };
}

export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

/** The Content-Security-Policy for an HTML page rendered with `nonce`. */
export function contentSecurityPolicy(nonce: string, options: CspOptions): string {
  return policy(
    options.development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", `'nonce-${nonce}'`, themeScriptHash],
    options,
  );
}

/**
 * The Content-Security-Policy for a prerendered page (decision 021): the same policy, with its
 * inline scripts allowed by their hashes (`scriptHashSource`) instead of a per-response nonce,
 * so the page's bytes never change. Nothing else is loosened.
 */
export function staticPageContentSecurityPolicy(
  scriptHashes: readonly string[],
  options: CspOptions,
): string {
  return policy(["'self'", ...new Set(scriptHashes)], options);
}

function policy(scriptSrc: readonly string[], options: CspOptions): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...(options.imgSrc ?? [])].join(" "),
    "font-src 'self'",
    [
      "connect-src 'self'",
      ...(options.connectSrc ?? []),
      ...(options.development ? ["ws:", "wss:"] : []),
    ].join(" "),
    ["frame-src 'self'", ...(options.frameSrc ?? [])].join(" "),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries, HTML or not. */
export function baseSecurityHeaders(options: { https: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.https) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}
