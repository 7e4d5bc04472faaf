import type { Request, RequestHandler } from "express";
import { consumeTieredRateLimit } from "~/lib/rate-limit/rate-limit.server";
import { networkTier } from "~/lib/rate-limit/network-tier";
import { limitKeys } from "../client-address";
import { HttpError } from "../http-errors";
import type { ApiDependencies } from "./api-dependencies";

export type ToolLimitOptions = {
  /**
   * What the client's whole network (IPv4 address or IPv6 /48) may do per minute: the
   * network tier, networkTier(limit) unless a shared cap behind the route needs less
   * (decision 031).
   */
  networkLimit?: number;
  /** Units a request counts (the speed test counts megabytes); 1 by default. */
  cost?: (req: Request) => number;
};

/** The 429's message, by the count that refused. */
export const TOO_MANY_REQUESTS = {
  client: "Too many requests. Please wait a minute and try again.",
  network: "Too many requests from your network. Please wait a minute and try again.",
};

/**
 * Limits one tool endpoint to `limit` requests per minute per client (IPv4 address or IPv6
 * /64), and its network tier per network, counted in the database so the limit holds across
 * instances, on the server's clock. Over either: 429 with Retry-After.
 */
export function toolRateLimit(
  { database, clock }: Pick<ApiDependencies, "database" | "clock">,
  scope: string,
  limit: number,
  options: ToolLimitOptions = {},
): RequestHandler {
  const rule = {
    scope: `tools:${scope}`,
    limit,
    networkLimit: options.networkLimit ?? networkTier(limit),
    windowMs: 60_000,
  };
  return async (req, res, next) => {
    const decision = await consumeTieredRateLimit(
      database.db,
      rule,
      limitKeys(req),
      clock(),
      options.cost?.(req) ?? 1,
    );
    res.setHeader("RateLimit-Limit", String(limit));
    res.setHeader("RateLimit-Remaining", String(decision.remaining));
    if (decision.refusedBy) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      throw new HttpError(429, TOO_MANY_REQUESTS[decision.refusedBy]);
    }
    next();
  };
}
