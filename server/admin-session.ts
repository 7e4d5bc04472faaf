import type { Request, RequestHandler, Response } from "express";
import type { AdminAuth, OpenedSession } from "~/features/auth/admin-auth.server";
import {
  clearedSessionCookie,
  serializeSessionCookie,
  sessionCookieName,
} from "~/features/auth/session-cookie";
import { secondsUntil } from "~/features/auth/session-rules";
import { readCookie } from "~/lib/http/cookie-header";
import { HttpError } from "./http-errors";

/** The session token the request's cookie carries, if any. */
export function sessionToken(req: Request, auth: AdminAuth): string | undefined {
  return readCookie(req.headers.cookie, sessionCookieName(auth.cookie)) || undefined;
}

/** Sets the cookie for a new session; it lives until the session's absolute end. */
export function setSessionCookie(res: Response, auth: AdminAuth, session: OpenedSession): void {
  res.setHeader(
    "Set-Cookie",
    serializeSessionCookie(
      session.token,
      secondsUntil(session.expiresAt, auth.clock()),
      auth.cookie,
    ),
  );
}

export function clearSessionCookie(res: Response, auth: AdminAuth): void {
  res.setHeader("Set-Cookie", clearedSessionCookie(auth.cookie));
}

/**
 * The admin session guard. It is mounted in front of each admin router (server/api-router.ts),
 * so whatever reaches those routers passed it; it never looks at the path. Without an active
 * session the answer is 401, for any path under the router, so an unauthenticated caller
 * learns nothing, not even which endpoints exist.
 */
export function requireAdmin(auth: AdminAuth): RequestHandler {
  return async (req, res, next) => {
    const token = sessionToken(req, auth);
    const admin = await auth.sessionFor(token);
    if (!admin) {
      if (token) clearSessionCookie(res, auth);
      return next(new HttpError(401, "Authentication required"));
    }
    res.locals.admin = admin;
    next();
  };
}
