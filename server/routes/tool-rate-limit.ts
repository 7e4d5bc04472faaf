import type { Request, RequestHandler } from "express";
import type { DatabaseHandle } from "~/db/client.server";
import { consumeRateLimit } from "~/lib/rate-limit/rate-limit.server";
import { clientKey } from "../client-address";
import { HttpError } from "../http-errors";

/**
 * Limits one tool endpoint to `limit` requests per minute per client (IPv4 address or IPv6 /64), counted in
 * the database so the limit holds across instances. Over it: 429 with Retry-After. With
 * `cost`, a request counts that many units (the speed test counts megabytes).
 */
export function toolRateLimit(
  database: DatabaseHandle,
  scope: string,
  limit: number,
  cost?: (req: Request) => number,
): RequestHandler {
  const rule = { scope: `tools:${scope}`, limit, windowMs: 60_000 };
  return async (req, res, next) => {
    const decision = await consumeRateLimit(
      database.db,
      rule,
      clientKey(req),
      new Date(),
      cost?.(req) ?? 1,
    );
    res.setHeader("RateLimit-Limit", String(limit));
    res.setHeader("RateLimit-Remaining", String(decision.remaining));
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      throw new HttpError(429, "Too many requests. Please wait a minute and try again.");
    }
    next();
  };
}
