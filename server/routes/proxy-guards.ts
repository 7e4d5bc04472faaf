import type { RequestHandler } from "express";
import type { Env } from "~/config/env.server";
import { FORM_ACTION_ROUTE, isFormActionPath } from "~/features/tools/web-proxy/proxy-form.server";
import { proxyBaseHeaders } from "~/features/tools/web-proxy/proxy-response.server";
import { hostNameOf } from "../host-guard";
import { HttpError } from "../http-errors";
import { withoutTrailing } from "~/lib/text/without-trailing";

/**
 * The request log's URL: the query of every /api/proxy* request is dropped (it holds the
 * visited address, search terms and GET form fields), and so is the path of a GET form's
 * action (it holds the address too). Case-insensitive, as a client may spell it.
 */
export function loggedUrl(url: string): string {
  if (!/^\/api\/proxy/i.test(url)) return url;
  const query = url.indexOf("?");
  let path = query < 0 ? url : url.slice(0, query);
  if (isFormActionPath(path)) path = `${path.slice(0, FORM_ACTION_ROUTE.length)}/[redacted]`;
  return query < 0 ? path : `${path}?[redacted]`;
}

/**
 * Where one of our own pages may use a proxy answer: as a frame or document (which the
 * sandbox CSP makes an opaque origin) or read by fetch. As a script, stylesheet, worker,
 * object or anything else it would run or apply with our origin, so it is refused.
 */
const OWN_PAGE_DESTINATIONS = new Set(["document", "iframe", "frame", "empty"]);

export const fetchMetadataGuard: RequestHandler = (req, _res, next) => {
  const site = req.get("sec-fetch-site");
  const dest = req.get("sec-fetch-dest");
  if ((site === "same-origin" || site === "same-site") && !OWN_PAGE_DESTINATIONS.has(dest ?? "")) {
    throw new HttpError(403, "Proxied content cannot be loaded into this site's own pages.");
  }
  next();
};

/** The paths that answer proxied content (the others under /api/proxy answer our own JSON). */
function servesProxiedContent(path: string): boolean {
  const normal = withoutTrailing(path.toLowerCase(), "/");
  return normal === "/api/proxy" || normal === FORM_ACTION_ROUTE || isFormActionPath(normal);
}

/**
 * With PROXY_ORIGIN on a host name of its own, that host answers the proxy and nothing
 * else (no pages, no admin, no other API), and the main host refuses proxied content
 * altogether: proxied bytes share an origin with nothing of ours.
 */
export function proxyOriginGuard(env: Pick<Env, "PROXY_ORIGIN" | "SITE_URL">): RequestHandler {
  const proxyHost = env.PROXY_ORIGIN ? new URL(env.PROXY_ORIGIN).hostname : null;
  const siteHost = env.SITE_URL ? new URL(env.SITE_URL).hostname : null;
  const frameAncestors = env.SITE_URL ? [new URL(env.SITE_URL).origin] : [];
  return (req, res, next) => {
    if (!proxyHost || proxyHost === siteHost) return next();
    // The name as the host guard reads it (any letter case, a final dot, a port): compared as
    // sent, `PROXY.example` or `proxy.example.` passed the host guard and reached the site here.
    if (hostNameOf(req.host ?? "") === proxyHost) {
      if (req.path === "/api/proxy" || req.path.startsWith(`${FORM_ACTION_ROUTE}/`)) return next();
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    if (!servesProxiedContent(req.path)) return next();
    res
      .status(404)
      .set(proxyBaseHeaders(frameAncestors))
      .json({ message: "The web proxy answers only on its own origin (PROXY_ORIGIN)." });
  };
}
