import type { Env } from "~/config/env.server";
import type { Database } from "~/db/database";
import { type AddressMatcher, createAddressMatcher } from "~/lib/net/address-matcher.server";
import { oneAtATime } from "~/lib/async/one-at-a-time";
import { findAdminByUsername, firstAdmin, rehashPassword } from "./admin-users.server";
import {
  beginLoginAttempt,
  forgiveLoginAttempt,
  pruneKnownAddresses,
  refundLoginAttempt,
} from "./login-throttle.server";
import { needsRehash, verifyAgainstDummy, verifyPassword } from "./password.server";
import type { AdminIdentity } from "./request-auth";
import { type SessionCookieOptions, secureCookies } from "./session-cookie";
import { type SessionPolicy, sessionPolicyFromHours } from "./session-rules";
import {
  createSession,
  deleteSession,
  findActiveSession,
  pruneEndedSessions,
} from "./session-store.server";

export type OpenedSession = { token: string; expiresAt: Date; username: string };

export type LoginResult =
  | ({ status: "ok" } & OpenedSession)
  | { status: "invalid" }
  | { status: "throttled"; retryAfterSeconds: number }
  | { status: "busy"; retryAfterSeconds: number };

/**
 * Password checks (scrypt: 32 MiB and about 0.1 s of one of libuv's four threads each) run one
 * at a time, so sign-ins from many addresses at once can take neither the threads that file
 * reads and compression share nor the cores. A few wait their turn; past that a sign-in is
 * refused as busy and counts against no limit, unless it comes from a place where that
 * username signed in before: the admin's own sign-in always gets a turn.
 */
export const PASSWORD_CHECKS_ADMITTED = 8;
/** What a sign-in refused as busy is told to wait: the line empties in about a second. */
export const BUSY_RETRY_SECONDS = 5;

export type AdminAuthOptions = {
  db: Database;
  policy: SessionPolicy;
  trusted: AddressMatcher;
  cookie: SessionCookieOptions;
  /** The time source; tests inject one to move past expiry. */
  clock: () => Date;
  /** The password check; tests inject one that holds, to change the account meanwhile. */
  verify?: typeof verifyPassword;
};

/** Admin sign-in, sessions and trusted-address sign-in, over the database. */
export function createAdminAuth({
  db,
  policy,
  trusted,
  cookie,
  clock,
  verify = verifyPassword,
}: AdminAuthOptions) {
  const passwordChecks = oneAtATime(PASSWORD_CHECKS_ADMITTED);
  return {
    policy,
    cookie,
    clock,
    isTrusted: trusted,

    /** Checks a password (with the brute-force limits) and opens a new session on success. */
    async login(input: {
      username: string;
      password: string;
      clientAddress: string;
    }): Promise<LoginResult> {
      const now = clock();
      const attempt = await beginLoginAttempt(db, input.clientAddress, input.username, now);
      if (!attempt.allowed)
        return { status: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };

      if (passwordChecks.full && !attempt.knownAddress) {
        await refundLoginAttempt(db, input.clientAddress, input.username, attempt);
        return { status: "busy", retryAfterSeconds: BUSY_RETRY_SECONDS };
      }
      const user = await findAdminByUsername(db, input.username);
      // Unknown usernames cost a hash check too, so timing does not tell them apart.
      const ok = await passwordChecks.run(() =>
        user ? verify(input.password, user.passwordHash) : verifyAgainstDummy(input.password),
      );
      if (!user || !ok) return { status: "invalid" };

      await pruneEndedSessions(db, now);
      // Opened only while the account still holds the hash just checked: a reset that
      // landed during the check made that password wrong.
      const session = await createSession(
        db,
        {
          userId: user.id,
          method: "password",
          clientAddress: input.clientAddress,
          passwordHash: user.passwordHash,
        },
        policy,
        now,
      );
      if (!session) return { status: "invalid" };
      await forgiveLoginAttempt(db, input.clientAddress, input.username, attempt, now);
      await pruneKnownAddresses(db, now);
      if (needsRehash(user.passwordHash)) {
        await rehashPassword(db, user.id, input.password, user.passwordHash);
      }
      return { status: "ok", ...session, username: user.username };
    },

    /** A session for the first admin when the address is trusted; undefined otherwise. */
    async autoLogin(clientAddress: string): Promise<OpenedSession | undefined> {
      if (!trusted(clientAddress)) return undefined;
      const user = await firstAdmin(db);
      if (!user) return undefined;
      const now = clock();
      await pruneEndedSessions(db, now);
      const session = await createSession(
        db,
        { userId: user.id, method: "trusted-ip", clientAddress },
        policy,
        now,
      );
      return session && { ...session, username: user.username };
    },

    async sessionFor(token: string | undefined): Promise<AdminIdentity | undefined> {
      if (!token) return undefined;
      return findActiveSession(db, token, policy, clock());
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deleteSession(db, token);
    },
  };
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;

/** The service configured from the environment. */
export function adminAuthFromEnv(
  db: Database,
  env: Env,
  clock: () => Date = () => new Date(),
): AdminAuth {
  return createAdminAuth({
    db,
    policy: sessionPolicyFromHours(env.ADMIN_SESSION_ABSOLUTE_HOURS, env.ADMIN_SESSION_IDLE_HOURS),
    trusted: createAddressMatcher(env.ADMIN_TRUSTED_IPS),
    cookie: { secure: secureCookies(env) },
    clock,
  });
}
