import { apiGet, apiSend } from "~/lib/api-client/api-client";

/** GET /api/auth/check. */
export type AuthCheck = { authenticated: boolean; autoLogin: boolean };

export function signIn(credentials: { username: string; password: string }) {
  return apiSend<{ authenticated: true; username: string }>("POST", "/api/auth/login", credentials);
}

/** The body is empty, but every state-changing call sends JSON (the CSRF guard requires it). */
export function signOut() {
  return apiSend<{ authenticated: false }>("POST", "/api/auth/logout", {});
}

export function checkAuth() {
  return apiGet<AuthCheck>("/api/auth/check");
}
