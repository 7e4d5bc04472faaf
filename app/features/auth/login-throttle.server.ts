import { createHash } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "~/db/database";
import { adminKnownAddresses } from "~/db/schema";
import { clientLimitKey, networkLimitKey } from "~/lib/net/ip-address";
import { type LimitKeys, networkTier } from "~/lib/rate-limit/network-tier";
import {
  consumeRateLimit,
  consumeTieredRateLimit,
  type RateLimitRule,
  refundRateLimit,
  refundTieredRateLimit,
  type TieredRateLimitRule,
} from "~/lib/rate-limit/rate-limit.server";
import { normalizeUsername } from "./admin-users.server";

const WINDOW_MS = 15 * 60_000;
/** A place the admin signed in from stays known this long after the last success. */
export const KNOWN_ADDRESS_DAYS = 90;
const KNOWN_ADDRESS_MS = KNOWN_ADDRESS_DAYS * 24 * 60 * 60_000;

/**
 * Failed sign-ins allowed per client (IPv4 address or IPv6 /64) and per username: 10 in
 * 15 minutes each, and the network tier of the client's (decision 031) per network (IPv4
 * address or IPv6 /48): every attempt with a new username costs a password check, which
 * all visitors share (PASSWORD_CHECKS_ADMITTED), and one /48 is not 65,536 clients. The
 * username limit is skipped from places where that username signed in before (see
 * adminKnownAddresses), so strangers cannot lock the real admin out.
 */
export const loginRules = {
  address: {
    scope: "admin-login:address",
    limit: 10,
    networkLimit: networkTier(10),
    windowMs: WINDOW_MS,
  } satisfies TieredRateLimitRule,
  username: {
    scope: "admin-login:username",
    limit: 10,
    windowMs: WINDOW_MS,
  } satisfies RateLimitRule,
} as const;

/** The keys the address rule counts an attempt under: the client's and its network's. */
function addressKeys(clientAddress: string): LimitKeys {
  return { client: clientLimitKey(clientAddress), network: networkLimitKey(clientAddress) };
}

function hashKey(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 32);
}

/** Typed usernames are sometimes passwords: keys hold only hashes. */
function usernameKey(username: string): string {
  return hashKey(normalizeUsername(username));
}

/** The client's limit key (address or /64), hashed: no address is stored for this. */
function addressKey(clientAddress: string): string {
  return hashKey(clientLimitKey(clientAddress));
}

export type LoginAttempt =
  { allowed: true; knownAddress: boolean } | { allowed: false; retryAfterSeconds: number };

async function isKnownAddress(db: Database, username: string, clientAddress: string, now: Date) {
  const rows = await db
    .select({ at: adminKnownAddresses.lastSuccessAt })
    .from(adminKnownAddresses)
    .where(
      and(
        eq(adminKnownAddresses.usernameKey, usernameKey(username)),
        eq(adminKnownAddresses.addressKey, addressKey(clientAddress)),
        gt(adminKnownAddresses.lastSuccessAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Counts an attempt against the limits before the password is checked, so parallel
 * guesses cannot slip past them. The address is checked first: an address already
 * refused does not run up the username's counter. From a known address the username's
 * counter is neither checked nor run up.
 */
export async function beginLoginAttempt(
  db: Database,
  clientAddress: string,
  username: string,
  now: Date,
): Promise<LoginAttempt> {
  const byAddress = await consumeTieredRateLimit(
    db,
    loginRules.address,
    addressKeys(clientAddress),
    now,
  );
  if (!byAddress.allowed) return { allowed: false, retryAfterSeconds: byAddress.retryAfterSeconds };
  if (await isKnownAddress(db, username, clientAddress, now)) {
    return { allowed: true, knownAddress: true };
  }
  const byUsername = await consumeRateLimit(db, loginRules.username, usernameKey(username), now);
  if (!byUsername.allowed)
    return { allowed: false, retryAfterSeconds: byUsername.retryAfterSeconds };
  return { allowed: true, knownAddress: false };
}

/** Gives back the hits an attempt counted: it was not a failure (or never checked). */
export async function refundLoginAttempt(
  db: Database,
  clientAddress: string,
  username: string,
  attempt: { knownAddress: boolean },
): Promise<void> {
  await refundTieredRateLimit(db, loginRules.address, addressKeys(clientAddress));
  if (!attempt.knownAddress) {
    await refundRateLimit(db, loginRules.username, usernameKey(username));
  }
}

/**
 * A successful sign-in is not a failure: it gives back the hits it counted, and the place
 * becomes (or stays) known for this username.
 */
export async function forgiveLoginAttempt(
  db: Database,
  clientAddress: string,
  username: string,
  attempt: { knownAddress: boolean },
  now: Date,
): Promise<void> {
  await refundLoginAttempt(db, clientAddress, username, attempt);
  await db
    .insert(adminKnownAddresses)
    .values({
      usernameKey: usernameKey(username),
      addressKey: addressKey(clientAddress),
      lastSuccessAt: now,
    })
    .onConflictDoUpdate({
      target: [adminKnownAddresses.usernameKey, adminKnownAddresses.addressKey],
      set: { lastSuccessAt: now },
    });
}

/** Forgets places not used for a successful sign-in within KNOWN_ADDRESS_DAYS. */
export async function pruneKnownAddresses(db: Database, now: Date): Promise<void> {
  await db
    .delete(adminKnownAddresses)
    .where(lt(adminKnownAddresses.lastSuccessAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)));
}
