import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { pathVariants, rawRequest } from "./raw-http";
import { startTestServer, type TestServer } from "./test-server";

/**
 * The admin API and admin pages under every spelling of their paths, without a session:
 * nothing answers with data and nothing is created or changed. The guard is mounted on
 * the admin routers, so it does not matter how a path is spelled; these tests prove it.
 */

let server: TestServer;
let snapshot: () => Promise<unknown>;

const adminRoutes: { method: string; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/admin/stats" },
  { method: "GET", path: "/api/admin/analytics" },
  { method: "GET", path: "/api/content" },
  { method: "GET", path: "/api/content/1" },
  { method: "POST", path: "/api/content/generate", body: { topic: "pwned", type: "page" } },
  { method: "PATCH", path: "/api/content/1", body: { title: "pwned", published: true } },
  { method: "DELETE", path: "/api/content/1", body: {} },
  { method: "GET", path: "/api/blog-automation" },
  { method: "GET", path: "/api/blog-automation/1/runs" },
  { method: "POST", path: "/api/blog-automation", body: { topic: "pwned" } },
  { method: "PATCH", path: "/api/blog-automation/1", body: { active: false } },
];

beforeAll(async () => {
  server = await startTestServer();
  const { cookie } = await signIn(server);
  const api = adminClient(server, cookie!);
  expect(
    (await api.post("/api/content/generate", { topic: "Kill switch", type: "page" })).status,
  ).toBe(201);
  expect((await api.post("/api/blog-automation", { topic: "Streaming abroad" })).status).toBe(201);
  // Everything an anonymous request could change, read straight from the database.
  snapshot = async () => {
    const rows = await server.database.db.execute(sql`
      select
        (select json_agg(c order by id) from content_items c) as content,
        (select json_agg(a order by id) from blog_automations a) as automations,
        (select count(*) from admin_sessions) as sessions,
        (select json_agg(u order by id) from admin_users u) as users`);
    return JSON.stringify((rows as unknown as { rows?: unknown }).rows ?? rows);
  };
});

afterAll(async () => {
  await server?.close();
});

const cases = adminRoutes.flatMap(({ method, path, body }) =>
  [path, ...pathVariants(path)].map((variant) => ({ method, path: variant, body })),
);

describe("the admin API without a session, under every spelling", () => {
  it(`covers ${cases.length} method and path spellings`, () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it("answers each one 400, 401, 403, 404 or 405 and changes nothing", async () => {
    const before = await snapshot();
    const answered: string[] = [];
    for (const { method, path, body } of cases) {
      const response = await rawRequest(server.url, {
        method,
        path,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      answered.push(`${response.status} ${method} ${path}`);
      // 405: a spelling outside /api reaches the page router, which has no such action.
      const where = `${method} ${path} → ${response.status}`;
      expect([400, 401, 403, 404, 405], where).toContain(response.status);
      expect(response.body).not.toMatch(/totalContent|"topic"|"slug"|Kill switch|Streaming abroad/);
    }
    expect(await snapshot()).toEqual(before);
    // The canonical spellings reach the guard itself.
    expect(answered).toContain("401 GET /api/admin/stats");
    expect(answered).toContain("401 POST /api/content/generate");
  });

  it("the letter-case spellings from the report are refused", async () => {
    for (const [method, path] of [
      ["GET", "/api/Admin/stats"],
      ["GET", "/api/CONTENT"],
      ["POST", "/api/Content/generate"],
    ] as const) {
      const response = await rawRequest(server.url, {
        method,
        path,
        headers: { "content-type": "application/json" },
        body: method === "POST" ? JSON.stringify({ topic: "x", type: "page" }) : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

const adminPages = [
  "/admin/dashboard",
  "/admin/content",
  "/admin/content/new",
  "/admin/automation",
  "/admin/analytics",
];

describe("the admin pages without a session, under every spelling", () => {
  const pageCases = adminPages.flatMap((path) => [path, `${path}.data`, ...pathVariants(path)]);

  it("never answer with an admin page: a redirect to sign in, or a 4xx", async () => {
    for (const path of pageCases) {
      const response = await rawRequest(server.url, { path });
      const where = `${path} → ${response.status}`;
      expect(response.status, where).not.toBeGreaterThanOrEqual(500);
      if (response.status >= 300 && response.status < 400) {
        expect(String(response.headers.location), where).toMatch(/\/admin\/login$/);
      } else if (response.status === 202 && path.endsWith(".data")) {
        // Single fetch (client navigations) answers a redirect inside a 202 data body.
        expect(response.body, where).toMatch(/redirect/i);
        expect(response.body, where).toContain("/admin/login");
      } else {
        expect([400, 404], where).toContain(response.status);
      }
      expect(response.body, where).not.toMatch(/Kill switch|Streaming abroad|Sign out/);
    }
  });

  it("mark every spelling that renders an admin route no-store and noindex", async () => {
    for (const path of [
      "/admin/login",
      "/Admin/login",
      "/%61dmin/login",
      "/admin/dashboard",
      "/ADMIN/dashboard",
    ]) {
      const response = await rawRequest(server.url, { path });
      expect(response.headers["cache-control"], path).toBe("no-store");
      expect(response.headers["x-robots-tag"], path).toBe("noindex");
    }
  });
});
