import type { Router } from "express";
import { AnalyticsEventSchema, invalidEventMessage } from "~/features/analytics/analytics-event";
import { analyticsRecorder, recordAnalyticsEvent } from "~/features/analytics/record-event.server";
import { clientAddress, limitKeys } from "../client-address";
import { HttpError } from "../http-errors";
import { parseBody } from "../request-input";
import type { ApiDependencies } from "./api-dependencies";
import { strictRouter } from "./strict-router";

/**
 * POST /api/analytics/event {path, referrer, goal?}: one page view (or a goal) from the
 * beacon. Answers 204 whether it was counted or deliberately ignored (Do Not Track, Global
 * Privacy Control, bots, admin pages), so the answer reveals nothing; 400 for a malformed
 * event, 429 over the per-client limit or its network tier, 503 when too many views with a
 * referrer wait their turn on this instance. See docs/decisions/012-analytics.md.
 */
export function analyticsRouter({ database, env, tools, clock }: ApiDependencies): Router {
  const recorder = analyticsRecorder(database.db, tools.geo, {
    eventsPerMinute: env.ANALYTICS_RATE_LIMIT,
    siteUrl: env.SITE_URL,
  });
  const router = strictRouter();

  router.post("/event", async (req, res) => {
    const event = parseBody(AnalyticsEventSchema, req, invalidEventMessage);
    const outcome = await recordAnalyticsEvent(
      recorder,
      {
        event,
        userAgent: req.get("user-agent"),
        doNotTrack: req.get("dnt"),
        globalPrivacyControl: req.get("sec-gpc"),
        address: clientAddress(req),
        limitKeys: limitKeys(req),
        hostname: req.hostname,
      },
      clock(),
    );
    if (outcome.kind === "limited") {
      res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
      throw new HttpError(429, "Too many analytics events. Please wait a minute.");
    }
    if (outcome.kind === "busy") {
      res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
      throw new HttpError(503, "Too many page views at once. Please try again in a few seconds.");
    }
    res.status(204).end();
  });
  return router;
}
