import type { Router } from "express";
import { isbot } from "isbot";
import { utcDay } from "~/features/analytics/analytics-day";
import {
  AnalyticsEventSchema,
  exclusionReason,
  isCheckoutPath,
  normalizePath,
  referrerHost,
} from "~/features/analytics/analytics-event";
import { recordGoal, recordPageView } from "~/features/analytics/analytics-record.server";
import { createPageCatalog } from "~/features/analytics/page-catalog.server";
import { createSaltStore } from "~/features/analytics/analytics-salts.server";
import { visitorCountry } from "~/features/analytics/visitor-country.server";
import { visitorId } from "~/features/analytics/visitor-id.server";
import { consumeRateLimit } from "~/lib/rate-limit/rate-limit.server";
import { clientAddress, clientKey } from "../client-address";
import { HttpError } from "../http-errors";
import type { ToolRouteDependencies } from "./tool-route-dependencies";
import { strictRouter } from "./strict-router";

export type AnalyticsRouteDependencies = ToolRouteDependencies & { clock: () => Date };

/**
 * POST /api/analytics/event {path, referrer, goal?}: one page view (or a goal) from the
 * beacon. Answers 204 whether it was counted or deliberately ignored (Do Not Track, Global
 * Privacy Control, bots, admin pages), so the answer reveals nothing; 400 for a malformed
 * event, 429 over the per-client limit. See docs/decisions/012-analytics.md.
 */
export function createAnalyticsRoutes({
  database,
  env,
  tools,
  clock,
}: AnalyticsRouteDependencies): Router {
  const { db } = database;
  const salts = createSaltStore(db);
  const limit = { scope: "analytics:event", limit: env.ANALYTICS_RATE_LIMIT, windowMs: 60_000 };
  const siteHost = env.SITE_URL ? new URL(env.SITE_URL).hostname : undefined;
  const catalog = createPageCatalog(db);
  const router = strictRouter();

  router.post("/analytics/event", async (req, res) => {
    const parsed = AnalyticsEventSchema.safeParse(req.body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const message = first?.path.length
        ? first.message
        : "The body must be a JSON object {path, referrer}";
      throw new HttpError(400, `Invalid analytics event: ${message}`, parsed.error.issues);
    }
    const path = normalizePath(parsed.data.path);
    const userAgent = req.get("user-agent");
    const excluded = exclusionReason({
      path,
      userAgent,
      doNotTrack: req.get("dnt"),
      globalPrivacyControl: req.get("sec-gpc"),
      isBot: isbot,
    });
    if (excluded) {
      res.status(204).end();
      return;
    }

    const now = clock();
    const salt = await salts.saltFor(now);
    const address = clientAddress(req);
    // The limiter's key is the day's hash of the client key (address or IPv6 /64), so no
    // address is stored there either.
    const decision = await consumeRateLimit(db, limit, visitorId(salt, clientKey(req), ""), now);
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      throw new HttpError(429, "Too many analytics events. Please wait a minute.");
    }

    const day = utcDay(now);
    const visitor = visitorId(salt, address, userAgent ?? "");
    if (parsed.data.goal) {
      await recordGoal(db, { day, visitorId: visitor, goal: parsed.data.goal });
    } else {
      const ownHosts = [req.hostname, ...(siteHost ? [siteHost] : [])];
      await recordPageView(db, {
        day,
        visitorId: visitor,
        path: await catalog.countedPath(path),
        country: await visitorCountry(address, tools.geo),
        referrerHost: referrerHost(parsed.data.referrer, ownHosts),
        now,
      });
      if (isCheckoutPath(path)) {
        await recordGoal(db, { day, visitorId: visitor, goal: "checkout-started" });
      }
    }
    res.status(204).end();
  });
  return router;
}
