import { type RequestHandler, type Router, Router as createRouter } from "express";

/**
 * Every router is made here: paths match case-sensitively and a trailing slash is a
 * different path, so "/Admin/stats" or "/stats/" never reach a handler written for
 * "/admin/stats". Guards do not depend on this (they are mounted on the routers they
 * protect), but one spelling per endpoint leaves nothing to reason about.
 */
export function strictRouter(): Router {
  return createRouter({ caseSensitive: true, strict: true });
}

/**
 * Express hands a router mounted at "/ip" both "/ip" and "/ip/" as "/", whatever its own
 * strictness; mounted in front of it, this sends "/ip/" on (to the JSON 404), so a prefix's
 * root route keeps one spelling too.
 */
export const noTrailingSlashAtMount: RequestHandler = (req, _res, next) => {
  const pathname = req.originalUrl.split("?", 1)[0] ?? "";
  if (req.path === "/" && pathname.endsWith("/")) return next("router");
  next();
};
