import { postJson } from "./auth-helpers";
import type { TestServer } from "./test-server";

/** JSON requests with the admin's session cookie. */
export function adminClient(server: TestServer, cookie: string) {
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await server.fetch(
      path,
      body === undefined && method === "GET"
        ? { headers: { cookie } }
        : { ...postJson(body ?? {}, { cookie }), method },
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    get: (path: string) => send("GET", path),
    post: (path: string, body: unknown) => send("POST", path, body),
    patch: (path: string, body: unknown) => send("PATCH", path, body),
    delete: (path: string) => send("DELETE", path, {}),
  };
}
