import { testAdmin } from "../support/test-admin";
import type { TestServer } from "./test-server";

/** A JSON POST as the browser's API client sends it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
}

/** The "name=value" pair of the admin session cookie a response sets, if any. */
export function sessionCookie(response: Response): string | undefined {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("umbra_admin="));
  return header?.split(";")[0];
}

export async function signIn(
  server: TestServer,
  credentials: { username: string; password: string } = testAdmin,
  headers: Record<string, string> = {},
) {
  const response = await server.fetch("/api/auth/login", postJson(credentials, headers));
  return { response, cookie: sessionCookie(response) };
}

export async function checkAuth(server: TestServer, headers: Record<string, string> = {}) {
  const response = await server.fetch("/api/auth/check", { headers });
  return {
    response,
    body: (await response.json()) as { authenticated: boolean; autoLogin: boolean },
  };
}
