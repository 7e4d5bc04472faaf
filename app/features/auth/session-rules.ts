/**
 * When an admin session ends: `absoluteMs` after it was opened however busy it is, or
 * `idleMs` after the last request, whichever comes first.
 */
export type SessionPolicy = { absoluteMs: number; idleMs: number };

export type SessionTimes = {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  idleExpiresAt: Date;
};

/** Activity is recorded at most this often, so a burst of requests costs one write. */
export const TOUCH_INTERVAL_MS = 60_000;

export function sessionPolicyFromHours(absoluteHours: number, idleHours: number): SessionPolicy {
  return { absoluteMs: absoluteHours * 3_600_000, idleMs: idleHours * 3_600_000 };
}

export function newSessionTimes(now: Date, policy: SessionPolicy): SessionTimes {
  return {
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
    idleExpiresAt: new Date(now.getTime() + Math.min(policy.idleMs, policy.absoluteMs)),
  };
}

export type SessionState = "active" | "expired" | "idle";

/** "expired" past the absolute end, "idle" past the idle end, otherwise "active". */
export function sessionState(
  session: Pick<SessionTimes, "expiresAt" | "idleExpiresAt">,
  now: Date,
): SessionState {
  if (now.getTime() >= session.expiresAt.getTime()) return "expired";
  if (now.getTime() >= session.idleExpiresAt.getTime()) return "idle";
  return "active";
}

/**
 * The new idle end after a request at `now`, or undefined when the last recorded activity
 * is recent enough not to write. Never past the absolute end.
 */
export function touchedIdleExpiry(
  session: SessionTimes,
  now: Date,
  policy: SessionPolicy,
): Date | undefined {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return undefined;
  return new Date(Math.min(now.getTime() + policy.idleMs, session.expiresAt.getTime()));
}

/** Whole seconds from `now` to the absolute end: the cookie's Max-Age. */
export function secondsUntil(end: Date, now: Date): number {
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}
