import type { Router } from "express";
import { z } from "zod";
import { ShareRequestSchema } from "~/features/share/share-payload.server";
import { MAX_TOKEN_LENGTH, signShare, verifyShare } from "~/features/share/share-token.server";
import { checkShareable } from "~/features/share/shareable.server";
import { createSigningKeyStore } from "~/features/share/signing-key.server";
import { invalidInput } from "~/lib/http/parse-input";
import { HttpError } from "../http-errors";
import { parseBody } from "../request-input";
import type { ApiDependencies } from "./api-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

const OpenSchema = z.strictObject({ token: z.string().min(1).max(MAX_TOKEN_LENGTH) });

const refusals = {
  malformed: "This share link is damaged: it could not be read.",
  signature: "This share link was not made by this site, or it was changed.",
  expired: "This share link has expired.",
} as const;

/**
 * Share links for tool results (decision 023). POST /api/share signs a result and answers
 * the token; POST /api/share/open verifies one and answers the result. Nothing is stored and
 * the result schema admits no addresses. Opening uses POST so the token stays out of URLs
 * and access logs (the page keeps it in the URL fragment).
 */
export function shareRouter({ database, env, clock, tools }: ApiDependencies): Router {
  const router = strictRouter();
  const keys = createSigningKeyStore(database.db, clock);
  const limit = toolRateLimit({ database, clock }, "share", env.TOOLS_RATE_LIMIT);

  router.post("/", limit, async (req, res) => {
    const request = parseBody(ShareRequestSchema, req, "This result cannot be shared");
    await checkShareable(request, (name) => tools.geo.isNetworkName(name));
    res.status(201).json(signShare(request, await keys.keyFor("share-links"), clock()));
  });

  router.post("/open", limit, async (req, res) => {
    const { token } = parseBody(OpenSchema, req, refusals.malformed);
    const verified = verifyShare(token, await keys.keyFor("share-links"), clock());
    if (!verified.ok) {
      if (verified.reason === "expired") throw new HttpError(410, refusals.expired);
      invalidInput(refusals[verified.reason], ["token"]);
    }
    res.json(verified.result);
  });
  return router;
}
