import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, or } from "drizzle-orm";
import type { Database } from "~/db/database";
import { adminSessions, adminUsers } from "~/db/schema";
import type { AdminIdentity, SessionMethod } from "./request-auth";
import {
  newSessionTimes,
  type SessionPolicy,
  sessionState,
  touchedIdleExpiry,
} from "./session-rules";

/** Only the SHA-256 of a token is stored; the token itself lives in the cookie. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Opens a session: a fresh random 256-bit token (never reused), returned with its absolute end. */
export async function createSession(
  db: Database,
  input: { userId: number; method: SessionMethod; clientAddress: string },
  policy: SessionPolicy,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const times = newSessionTimes(now, policy);
  await db.insert(adminSessions).values({ tokenHash: hashToken(token), ...input, ...times });
  return { token, expiresAt: times.expiresAt };
}

/**
 * The identity behind a token while its session is active, recording the activity; an
 * ended session is deleted and yields undefined.
 */
export async function findActiveSession(
  db: Database,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<AdminIdentity | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: adminSessions, username: adminUsers.username })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  if (!row) return undefined;
  const { session } = row;
  if (sessionState(session, now) !== "active") {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    return undefined;
  }
  const idleExpiresAt = touchedIdleExpiry(session, now, policy);
  if (idleExpiresAt) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: now, idleExpiresAt })
      .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, now)));
  }
  return {
    userId: session.userId,
    username: row.username,
    method: session.method as SessionMethod,
  };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

/** Removes every session that has ended, absolutely or by idling. */
export async function pruneEndedSessions(db: Database, now: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lte(adminSessions.expiresAt, now), lte(adminSessions.idleExpiresAt, now)));
}
