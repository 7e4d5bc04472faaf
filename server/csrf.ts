import type { Request, RequestHandler } from "express";
import { HttpError } from "./http-errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Our own origins, from configuration, never from the request's Host (which the client
 * chooses): SITE_URL's origin; without SITE_URL or outside production also the loopback
 * names at the port this server listens on (the socket's, not a header's).
 */
function ownOrigins(req: Request, options: CsrfOptions): Set<string> {
  const origins = new Set<string>();
  if (options.siteUrl) origins.add(new URL(options.siteUrl).origin.toLowerCase());
  if (!options.siteUrl || !options.production) {
    const port = req.socket.localPort;
    for (const host of LOOPBACK_HOSTS) origins.add(`http://${host}:${port}`);
  }
  return origins;
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

export type CsrfOptions = {
  siteUrl?: string;
  /** In production with a SITE_URL, only SITE_URL's origin is ours. */
  production: boolean;
  /**
   * POST paths (relative to the API) whose body is binary, not JSON: the speed test's upload.
   * They are exempt from the JSON rule only, and in exchange must name an Origin, ours or
   * one of `binaryOrigins` (sites allowed to use this server as their speed-test server).
   */
  binaryPaths?: readonly string[];
  binaryOrigins?: readonly string[];
};

/**
 * Cross-site request forgery guard for the whole API. A state-changing request (anything
 * but GET/HEAD/OPTIONS) must send a JSON body type, which an HTML form cannot, and, when
 * the browser names the page it came from (Origin), come from our own origin. The admin
 * cookie is also SameSite=Strict; this holds even where that is not honoured.
 */
export function csrfProtection(options: CsrfOptions): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.method === "POST" && options.binaryPaths?.includes(req.path)) {
      const origin = req.get("origin")?.toLowerCase();
      const allowed = ownOrigins(req, options);
      for (const extra of options.binaryOrigins ?? []) allowed.add(extra.toLowerCase());
      if (origin === undefined || !allowed.has(origin)) {
        return next(new HttpError(403, "Uploads must come from a page of an allowed origin"));
      }
      return next();
    }
    if (!isJson(req.get("content-type"))) {
      return next(
        new HttpError(
          403,
          "Requests that change data must send JSON (Content-Type: application/json)",
        ),
      );
    }
    const origin = req.get("origin");
    if (origin !== undefined && !ownOrigins(req, options).has(origin.toLowerCase())) {
      return next(new HttpError(403, "Cross-origin request refused"));
    }
    next();
  };
}
