import type { MiddlewareFunction } from "react-router";

/**
 * Server middleware of every admin page (the login page and the admin shell): the answer,
 * whatever spelling of the path reached the route, is never cached and never indexed.
 * Attached to the routes, not decided by the path, so "/Admin/…" or "/%61dmin/…" get it too.
 */
export const privatePageHeaders: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
};
