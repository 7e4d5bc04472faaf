import { apiGet } from "~/lib/api-client/api-client";
import { apiSend } from "~/lib/api-client/api-send";
import type { AuthCheck, SignInAnswer, SignOutAnswer } from "./auth-answers";

export type { AuthCheck } from "./auth-answers";

export function signIn(credentials: { username: string; password: string }) {
  return apiSend<SignInAnswer>("POST", "/api/auth/login", credentials);
}

/** The body is empty, but every state-changing call sends JSON (the CSRF guard requires it). */
export function signOut() {
  return apiSend<SignOutAnswer>("POST", "/api/auth/logout", {});
}

export function checkAuth() {
  return apiGet<AuthCheck>("/api/auth/check");
}
