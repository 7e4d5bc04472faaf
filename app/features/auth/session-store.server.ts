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

/**
 * Opens a session: a fresh random 256-bit token (never reused), returned with its absolute end.
 * With `passwordHash` (a password sign-in: the hash the password was checked against), only
 * while the account still holds it, else undefined. A password reset deletes the account's
 * sessions; one checked against the old password and opened after the reset (which the CLI or
 * another instance makes during the check) would outlive it. The account's row is read
 * FOR SHARE: a reset in progress is waited for and then seen, and one that starts later waits
 * for this session and deletes it.
 */
export async function createSession(
  db: Database,
  input: { userId: number; method: SessionMethod; clientAddress: string; passwordHash?: string },
  policy: SessionPolicy,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  const { passwordHash, ...session } = input;
  const token = randomBytes(32).toString("base64url");
  const times = newSessionTimes(now, policy);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(
          eq(adminUsers.id, session.userId),
          passwordHash === undefined ? undefined : eq(adminUsers.passwordHash, passwordHash),
        ),
      )
      .for("share");
    if (!account) return undefined;
    await tx.insert(adminSessions).values({ tokenHash: hashToken(token), ...session, ...times });
    return { token, expiresAt: times.expiresAt };
  });
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
