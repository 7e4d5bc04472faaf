import type { Router } from "express";
import { z } from "zod";
import type { AuthCheck, SignInAnswer, SignOutAnswer } from "~/features/auth/auth-answers";
import { clearSessionCookie, sessionToken, setSessionCookie } from "../admin-session";
import { clientAddress } from "../client-address";
import { HttpError } from "../http-errors";
import { parseBody } from "../request-input";
import type { ApiDependencies } from "./api-dependencies";
import { strictRouter } from "./strict-router";

export const LoginSchema = z.object({
  username: z.string().min(1, "Username is required").max(256),
  password: z.string().min(1, "Password is required").max(1024),
});

const BUSY_MESSAGE = "Too many sign-ins are being checked right now. Try again in a few seconds.";

function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** /api/auth: sign-in, sign-out and the session check. */
export function authRouter({ auth }: ApiDependencies): Router {
  const router = strictRouter();

  router.post("/login", async (req, res) => {
    const credentials = parseBody(LoginSchema, req, "Username and password are required");
    const result = await auth.login({ ...credentials, clientAddress: clientAddress(req) });
    if (result.status === "throttled") {
      res.setHeader("Retry-After", String(result.retryAfterSeconds));
      throw new HttpError(429, retryMessage(result.retryAfterSeconds));
    }
    if (result.status === "busy") {
      res.setHeader("Retry-After", String(result.retryAfterSeconds));
      throw new HttpError(503, BUSY_MESSAGE);
    }
    // One message for unknown users and wrong passwords: it must not tell which it was.
    if (result.status === "invalid") throw new HttpError(401, "Invalid username or password");
    // A sign-in always starts a new session; the one the browser had, if any, ends.
    await auth.logout(sessionToken(req, auth));
    setSessionCookie(res, auth, result);
    res.json({ authenticated: true, username: result.username } satisfies SignInAnswer);
  });

  router.post("/logout", async (req, res) => {
    await auth.logout(sessionToken(req, auth));
    clearSessionCookie(res, auth);
    res.json({ authenticated: false } satisfies SignOutAnswer);
  });

  router.get("/check", async (req, res) => {
    const token = sessionToken(req, auth);
    if (await auth.sessionFor(token)) {
      res.json({ authenticated: true, autoLogin: false } satisfies AuthCheck);
      return;
    }
    // Only for the admin's own pages (same-origin, or no Sec-Fetch-Site from an older
    // browser): another site's page, loaded on the office network, would otherwise open a
    // session row per request it makes (an <img> in a loop), with no one to use them.
    const fromOwnPages = !["cross-site", "same-site"].includes(req.get("sec-fetch-site") ?? "");
    const session = fromOwnPages ? await auth.autoLogin(clientAddress(req)) : undefined;
    if (session) {
      setSessionCookie(res, auth, session);
      res.json({ authenticated: true, autoLogin: true } satisfies AuthCheck);
      return;
    }
    if (token) clearSessionCookie(res, auth);
    res.json({ authenticated: false, autoLogin: false } satisfies AuthCheck);
  });

  return router;
}
