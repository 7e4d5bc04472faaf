import type { Request, RequestHandler, Response } from "express";
import { type Env, siteUrl } from "~/config/env.server";
import { DNS_PROBE_PATH, testIdFromName } from "~/features/tools/dns-leak/dns-answer";
import { HttpError } from "./http-errors";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** Paths a load balancer checks by address, not by name; they reveal nothing. */
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

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

/** Host names of the IPv4-only and IPv6-only probes: they answer the probe and nothing else. */
function probeHostNames(env: Pick<Env, "IPV4_PROBE_URL" | "IPV6_PROBE_URL">): Set<string> {
  const urls = [env.IPV4_PROBE_URL, env.IPV6_PROBE_URL].filter((url) => url !== undefined);
  return new Set(urls.map((url) => new URL(url).hostname.toLowerCase()));
}

const IP_PROBE_PATH = "/api/ip/probe";

/** A 1×1 transparent GIF: what a DNS leak test name serves, so the page's probe image loads. */
const PROBE_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * Whether the port a Host (or X-Forwarded-Host) value names, if any, is one a URL can hold
 * (0-65535). The page renderer builds the request's URL from it, and `localhost:99999` or
 * `localhost:-1` would make that throw on every server-rendered page.
 */
export function hostPortIsValid(authority: string): boolean {
  const port = /^(?:\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority)?.[1];
  return port === undefined || (/^\d{1,5}$/.test(port) && Number(port) <= 65_535);
}

/**
 * Refuses requests addressed to a host that is not ours (421 Misdirected Request), and with
 * 400 those whose Host (or any X-Forwarded-Host entry) names a port no URL can hold or
 * whose trusted X-Forwarded-Proto is neither http nor https. A page
 * on a hostile domain whose name is re-pointed at this server (DNS rebinding) then cannot
 * read our pages or reach the admin: its requests carry its own host name. The name checked
 * is the Host header's; a trusted proxy's X-Forwarded-Host must name the same host.
 * The IP probes' host names (IPV4_PROBE_URL, IPV6_PROBE_URL) reach the probe endpoint only.
 * A DNS leak test's names (`<id>-<n>.<DNS_LEAK_ZONE>`, which resolve to this server) are
 * answered here with the probe image at DNS_PROBE_PATH and 404 for anything else: the browser
 * loads that image only to resolve the name, and nothing of the site is reachable on it.
 */
export function hostGuard(env: Env): RequestHandler {
  const allowed = allowedHostNames(env);
  const probeHosts = probeHostNames(env);
  for (const name of allowed) probeHosts.delete(name);
  const zone = env.DNS_LEAK_ZONE;
  return (req, res, next) => {
    if (HEALTH_PATHS.has(req.path)) return next();
    if (!namedAuthorities(req).every(hostPortIsValid)) {
      return next(new HttpError(400, "The Host header names a port that does not exist"));
    }
    // From a trusted proxy's X-Forwarded-Proto: the page renderer builds its URL with it too.
    if (req.protocol !== "http" && req.protocol !== "https") {
      return next(new HttpError(400, "The forwarded protocol must be http or https"));
    }
    // The Host header itself, and the name Express reports: the same unless a trusted proxy
    // sent X-Forwarded-Host. Our proxies pass Host unchanged (docs/operations.md), and a
    // rebinding page can set X-Forwarded-Host on its own requests, so a forwarded name
    // that is not the Host's is refused like any foreign host.
    const host = hostNameOf(req.get("host") ?? "");
    const misdirected = hostNameOf(req.host ?? "") !== host;
    if (!misdirected && allowed.has(host)) return next();
    if (misdirected) return refuseHost(req, res);
    if (zone && testIdFromName(host, zone)) {
      res.setHeader("Cache-Control", "no-store");
      if (req.path === DNS_PROBE_PATH && (req.method === "GET" || req.method === "HEAD")) {
        res.type("gif").send(PROBE_GIF);
      } else res.status(404).type("text/plain").send("Not Found");
      return;
    }
    if (probeHosts.has(host)) {
      if (req.path === IP_PROBE_PATH) return next();
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    refuseHost(req, res);
  };
}

/**
 * Every authority the request names for itself: its Host, and each entry of X-Forwarded-Host
 * whether or not Express believes it. The page renderer (@react-router/express) takes its
 * URL's port from what follows the header's first ":" whenever TRUST_PROXY is set, whoever
 * sent it: `x:99999`, or `ours, x:99999` behind a trusted proxy, made every page a 500.
 */
function namedAuthorities(req: Request): string[] {
  const forwarded = req.get("x-forwarded-host")?.split(",") ?? [];
  return [req.get("host") ?? "", ...forwarded.map((entry) => entry.trim())];
}

/** The host name of a Host header's value: lower case, without port or final dot. */
export function hostNameOf(authority: string): string {
  const name = authority.startsWith("[")
    ? authority.slice(0, authority.indexOf("]") + 1)
    : authority.split(":", 1)[0]!;
  return name.toLowerCase().replace(/\.$/, "");
}

function refuseHost(req: Request, res: Response) {
  res.setHeader("Cache-Control", "no-store");
  res.status(421);
  if (req.path.startsWith("/api/")) res.json({ message: "This server does not serve that host" });
  else res.type("text/plain").send("Misdirected Request: this server does not serve that host");
}
