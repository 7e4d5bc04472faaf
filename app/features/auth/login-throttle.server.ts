import { createHash } from "node:crypto";
import type { Database } from "~/db/database";
import {
  consumeRateLimit,
  type RateLimitRule,
  refundRateLimit,
} from "~/features/rate-limit/rate-limit.server";
import { normalizeUsername } from "./admin-users.server";

const WINDOW_MS = 15 * 60_000;

/** Failed sign-ins allowed per client address and per username: 10 in 15 minutes each. */
export const loginRules = {
  address: { scope: "admin-login:address", limit: 10, windowMs: WINDOW_MS },
  username: { scope: "admin-login:username", limit: 10, windowMs: WINDOW_MS },
} as const satisfies Record<string, RateLimitRule>;

/** Typed usernames are sometimes passwords: the counter's key holds only a hash. */
function usernameKey(username: string): string {
  return createHash("sha256").update(normalizeUsername(username)).digest("hex").slice(0, 32);
}

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt against both limits before the password is checked, so parallel
 * guesses cannot slip past the limit. The address is checked first: an address already
 * refused does not run up the username's counter (which would lock the real admin out).
 */
export async function beginLoginAttempt(
  db: Database,
  clientAddress: string,
  username: string,
  now: Date,
): Promise<LoginAttempt> {
  const byAddress = await consumeRateLimit(db, loginRules.address, clientAddress, now);
  if (!byAddress.allowed) return { allowed: false, retryAfterSeconds: byAddress.retryAfterSeconds };
  const byUsername = await consumeRateLimit(db, loginRules.username, usernameKey(username), now);
  if (!byUsername.allowed)
    return { allowed: false, retryAfterSeconds: byUsername.retryAfterSeconds };
  return { allowed: true };
}

/** A successful sign-in is not a failure: it gives both hits back. */
export async function forgiveLoginAttempt(
  db: Database,
  clientAddress: string,
  username: string,
): Promise<void> {
  await refundRateLimit(db, loginRules.address, clientAddress);
  await refundRateLimit(db, loginRules.username, usernameKey(username));
}
