import { createHmac, timingSafeEqual } from "node:crypto";
import { ShareRequestSchema } from "./share-payload.server";
import type { ShareRequest, SharedResult } from "./share-types";

/**
 * Signed, expiring share tokens (decision 023): base64url(JSON) "." base64url(HMAC-SHA256).
 * The token is the whole record: nothing is stored, so a link identifies no one and
 * outlives no database row. A changed byte, an expired link or a payload that no longer
 * passes the share schema is refused.
 */
export const SHARE_LINK_DAYS = 30;
/** Longer tokens are refused before any work is done on them. */
export const MAX_TOKEN_LENGTH = 4096;

type Claims = ShareRequest & { iat: number; exp: number };

const encode = (bytes: Buffer) => bytes.toString("base64url");
const mac = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest();

/** POST /api/share's answer: the signed token and when it expires (ISO 8601). */
export type SignedShare = { token: string; expiresAt: string };

export function signShare(request: ShareRequest, key: Buffer, now: Date): SignedShare {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Claims = { ...request, iat, exp: iat + SHARE_LINK_DAYS * 86_400 };
  const body = encode(Buffer.from(JSON.stringify(claims)));
  return {
    token: `${body}.${encode(mac(key, body))}`,
    expiresAt: new Date(claims.exp * 1000).toISOString(),
  };
}

export type VerifyFailure = "malformed" | "signature" | "expired";

export function verifyShare(
  token: string,
  key: Buffer,
  now: Date,
): { ok: true; result: SharedResult } | { ok: false; reason: VerifyFailure } {
  if (token.length > MAX_TOKEN_LENGTH || !/^[\w-]+\.[\w-]+$/.test(token)) {
    return { ok: false, reason: "malformed" };
  }
  const [body = "", signature = ""] = token.split(".");
  // Compared as text: decoding would ignore the last character's unused bits, and four
  // spellings of one signature would pass.
  const expected = Buffer.from(mac(key, body).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "signature" };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const { iat, exp, ...rest } = (claims ?? {}) as Partial<Claims>;
  const parsed = ShareRequestSchema.safeParse(rest);
  if (!parsed.success || typeof iat !== "number" || typeof exp !== "number") {
    return { ok: false, reason: "malformed" };
  }
  if (now.getTime() / 1000 >= exp) return { ok: false, reason: "expired" };
  return {
    ok: true,
    result: {
      ...parsed.data,
      createdAt: new Date(iat * 1000).toISOString(),
      expiresAt: new Date(exp * 1000).toISOString(),
    },
  };
}
