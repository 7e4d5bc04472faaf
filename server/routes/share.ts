import type { Router } from "express";
import { z } from "zod";
import type { Env } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import { ShareRequestSchema } from "~/features/share/share-payload";
import { MAX_TOKEN_LENGTH, signShare, verifyShare } from "~/features/share/share-token.server";
import { createSigningKeyStore } from "~/features/share/signing-key.server";
import { HttpError } from "../http-errors";
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
export function createShareRoutes({
  database,
  env,
  clock,
}: {
  database: DatabaseHandle;
  env: Env;
  clock: () => Date;
}): Router {
  const router = strictRouter();
  const keys = createSigningKeyStore(database.db, clock);
  const limit = toolRateLimit(database, "share", env.TOOLS_RATE_LIMIT);

  router.post("/share", limit, async (req, res) => {
    const parsed = ShareRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      throw new HttpError(400, "This result cannot be shared", parsed.error.issues);
    }
    res.status(201).json(signShare(parsed.data, await keys.keyFor("share-links"), clock()));
  });

  router.post("/share/open", limit, async (req, res) => {
    const parsed = OpenSchema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, refusals.malformed, parsed.error.issues);
    const verified = verifyShare(parsed.data.token, await keys.keyFor("share-links"), clock());
    if (!verified.ok)
      throw new HttpError(verified.reason === "expired" ? 410 : 400, refusals[verified.reason]);
    res.json(verified.result);
  });
  return router;
}
