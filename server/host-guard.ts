import type { RequestHandler } from "express";
import { type Env, siteUrl } from "~/config/env.server";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** Paths a load balancer probes by address, not by name; they reveal nothing. */
const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * The host names this server answers for: SITE_URL's, PROXY_ORIGIN's, and the loopback
 * names when no SITE_URL is set (the default local install) or outside production.
 */
export function allowedHostNames(
  env: Pick<Env, "NODE_ENV" | "SITE_URL" | "PROXY_ORIGIN" | "HOST" | "PORT">,
): Set<string> {
  const names = new Set<string>([new URL(siteUrl(env as Env)).hostname]);
  if (env.PROXY_ORIGIN) names.add(new URL(env.PROXY_ORIGIN).hostname);
  if (!env.SITE_URL || env.NODE_ENV !== "production") {
    for (const name of LOOPBACK_NAMES) names.add(name);
  }
  return new Set([...names].map((name) => name.toLowerCase()));
}

/**
 * Refuses requests addressed to a host that is not ours (421 Misdirected Request). A page
 * on a hostile domain whose name is re-pointed at this server (DNS rebinding) then cannot
 * read our pages or reach the admin: its requests carry its own host name. The name is the
 * one Express reports (Host, or X-Forwarded-Host from a proxy trusted by TRUST_PROXY).
 */
export function hostGuard(env: Env): RequestHandler {
  const allowed = allowedHostNames(env);
  return (req, res, next) => {
    if (PROBE_PATHS.has(req.path)) return next();
    const host = (req.hostname ?? "").toLowerCase().replace(/\.$/, "");
    if (allowed.has(host)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.status(421);
    if (req.path.startsWith("/api/")) res.json({ message: "This server does not serve that host" });
    else res.type("text/plain").send("Misdirected Request: this server does not serve that host");
  };
}
