import { Router } from "express";

/**
 * Every API router is made here: paths match case-sensitively and a trailing slash is a
 * different path, so "/Admin/stats" or "/stats/" never reach a handler written for
 * "/admin/stats". Guards do not depend on this (they are mounted on the routers they
 * protect), but one spelling per endpoint leaves nothing to reason about.
 */
export function strictRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}
