import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, signIn } from "./auth-helpers";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = (await signIn(server)).cookie!;
});

afterAll(async () => {
  await server?.close();
});

const adminRequests: [string, string][] = [
  ["GET", "/api/content"],
  ["POST", "/api/content/generate"],
  ["GET", "/api/blog-automation"],
  ["POST", "/api/blog-automation"],
  ["PATCH", "/api/blog-automation/1"],
  ["DELETE", "/api/content/1"],
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/analytics"],
  ["GET", "/api/admin/no-such-thing"],
];

function request(method: string, path: string, headers: Record<string, string> = {}) {
  return server.fetch(
    path,
    method === "GET" ? { headers } : { ...postJson({ topic: "x" }, headers), method },
  );
}

describe("every admin API path without a session", () => {
  it.each(adminRequests)("%s %s answers 401 and says nothing else", async (method, path) => {
    const response = await request(method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Authentication required" });
  });

  it.each(adminRequests)("%s %s answers 401 to a made-up session cookie", async (method, path) => {
    const response = await request(method, path, { cookie: "umbra_admin=forged-token-value" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Authentication required" });
  });
});

describe("admin API paths with a session", () => {
  it("GET /api/admin/stats counts what exists: nothing yet", async () => {
    const response = await server.fetch("/api/admin/stats", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      totalContent: 0,
      published: 0,
      drafts: 0,
      scheduled: 0,
      activeAutomations: 0,
    });
  });

  it.each(["/api/content", "/api/blog-automation"])(
    "GET %s answers the (empty) list",
    async (path) => {
      const response = await request("GET", path, { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    },
  );

  it("an unknown admin path reaches the router and gets a JSON 404", async () => {
    const response = await request("GET", "/api/admin/no-such-thing", { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "No API endpoint GET /api/admin/no-such-thing",
    });
  });

  it("public API paths need no session", async () => {
    expect((await server.fetch("/api/auth/check")).status).toBe(200);
  });
});

describe("admin pages", () => {
  it.each([
    "/admin/dashboard",
    "/admin/content",
    "/admin/content/new",
    "/admin/automation",
    "/admin/automation/new",
    "/admin/analytics",
  ])("%s redirects to /admin/login without a session and renders nothing", async (path) => {
    const response = await server.fetch(path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login");
    expect(await response.text()).toBe("");
  });

  it("the data request of a client navigation is refused the same way", async () => {
    const response = await server.fetch("/admin/dashboard.data", { redirect: "manual" });
    const body = await response.text();
    // React Router encodes the redirect in the data answer (status 202), with no page data.
    expect(response.status).toBe(202);
    expect(body).toContain('"SingleFetchRedirect"');
    expect(body).toContain('"redirect","/admin/login"');
    expect(body).not.toContain("totalContent");
    expect(body).not.toContain("username");
  });

  it("/admin/login redirects a signed-in admin to the dashboard", async () => {
    const response = await server.fetch("/admin/login", {
      redirect: "manual",
      headers: { cookie },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
  });

  it("admin pages are never cached", async () => {
    const response = await server.fetch("/admin/dashboard", { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Admin Dashboard");
    expect(html).toContain("Admin Panel");
  });
});
