import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formActionPath } from "~/features/tools/web-proxy/proxy-form.server";
import { proxiedPath } from "~/features/tools/web-proxy/target-url";
import { signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { type RawResponse, rawRequest } from "./raw-http";
import { startTestServer, type TestServer } from "./test-server";

/**
 * Hostile input sent to every API route and every page route family: NUL bytes, broken
 * percent-encodings, oversized and malformed bodies, wrong JSON types. Whatever is sent,
 * the answer is a 4xx with a message, never a 5xx, a stack trace or a file path.
 */

let server: TestServer;
let cookie: string;

type Route = { method: string; path: string; body?: Record<string, unknown>; validates?: boolean };

const apiRoutes: Route[] = [
  {
    method: "POST",
    path: "/api/auth/login",
    body: { username: "root", password: "x" },
    validates: true,
  },
  { method: "POST", path: "/api/auth/logout", body: {} },
  { method: "GET", path: "/api/auth/check" },
  { method: "GET", path: "/api/admin/stats" },
  { method: "GET", path: "/api/admin/analytics" },
  {
    method: "POST",
    path: "/api/content/generate",
    body: { topic: "Kill switch", type: "page" },
    validates: true,
  },
  { method: "GET", path: "/api/content" },
  { method: "GET", path: "/api/content/1" },
  { method: "PATCH", path: "/api/content/1", body: { title: "A title" }, validates: true },
  { method: "DELETE", path: "/api/content/999", body: {} },
  { method: "POST", path: "/api/blog-automation", body: { topic: "Streaming" }, validates: true },
  { method: "GET", path: "/api/blog-automation" },
  { method: "PATCH", path: "/api/blog-automation/1", body: { active: false }, validates: true },
  { method: "GET", path: "/api/blog-automation/1/runs" },
  {
    method: "POST",
    path: "/api/analytics/event",
    body: { path: "/pricing", referrer: "" },
    validates: true,
  },
  {
    method: "POST",
    path: "/api/share",
    body: { kind: "speed-test", result: { regions: [] } },
    validates: true,
  },
  { method: "POST", path: "/api/share/open", body: { token: "a.b" }, validates: true },
  { method: "POST", path: "/api/dns-leak", body: {} },
  { method: "GET", path: "/api/dns-leak/abc" },
  { method: "GET", path: "/api/ip" },
  { method: "GET", path: "/api/latency" },
  { method: "GET", path: "/api/ip/probes" },
  { method: "GET", path: "/api/ip/probe" },
  { method: "GET", path: "/api/proxy/check?url=https%3A%2F%2Fexample.com%2F" },
  { method: "GET", path: "/api/proxy?url=https%3A%2F%2Fexample.com%2F" },
  { method: "GET", path: `${formActionPath(proxiedPath("https://example.com/", "auto"))}?q=1` },
  { method: "GET", path: "/api/proxy/proxies" },
  { method: "GET", path: "/api/proxy/stats" },
  { method: "GET", path: "/api/speedtest/servers" },
  { method: "GET", path: "/api/speedtest/ping" },
  { method: "GET", path: "/api/speedtest/download?bytes=1000" },
  { method: "GET", path: "/api/no-such-endpoint" },
];

const pageFamilies = [
  "/",
  "/pricing",
  "/features",
  "/blog",
  "/blog/how-to-test-your-vpn-for-leaks",
  "/blog/no-such-post",
  "/locations/us-new-york",
  "/tools",
  "/tools/ip-checker",
  "/tools/vpn-accessibility",
  "/privacy-guides",
  "/checkout/personal/yearly",
  "/faq",
  "/privacy-policy",
  "/admin/login",
  "/admin/dashboard",
  "/no-such-page",
];

const STACK_OR_PATH =
  /\bat [^\n]*:\d+:\d+|node_modules|\/work\/|file:\/\/|\.tsx?:\d+|Internal Server Error/;

function expectClean(response: RawResponse, where: string) {
  expect(response.status, where).toBeLessThan(500);
  expect(response.body, where).not.toMatch(STACK_OR_PATH);
}

/** Every 400 of the API: a message, and issues that each say where (a path) and what. */
function expectRefusal(response: RawResponse, where: string) {
  expect(response.status, where).toBe(400);
  const answer = JSON.parse(response.body) as { message: unknown; issues: unknown };
  expect(typeof answer.message === "string" && answer.message.length > 0, where).toBe(true);
  expect(Array.isArray(answer.issues) && answer.issues.length > 0, where).toBe(true);
  for (const issue of answer.issues as { path: unknown; message: unknown }[]) {
    expect(Array.isArray(issue.path), where).toBe(true);
    expect(typeof issue.message, where).toBe("string");
  }
}

function withPath(path: string, suffix: string): string {
  const [pathname, query] = path.split("?");
  return `${pathname}${suffix}${query ? `&${query}` : ""}`;
}

async function send(
  route: Route,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  return rawRequest(server.url, {
    method: route.method,
    path,
    body,
    headers: {
      // Never the session to /api/auth/*: a logout there would end it for the other routes.
      ...(path.startsWith("/api/auth/") ? {} : { cookie }),
      origin: new URL(server.url).origin,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
  });
}

beforeAll(async () => {
  server = await startTestServer(
    {
      TOOLS_RATE_LIMIT: "100000",
      PROXY_RATE_LIMIT: "100000",
      ANALYTICS_RATE_LIMIT: "100000",
      DNS_LEAK_ZONE: "leaktest.example.com",
      DNS_PORT: "0",
    },
    { serveClientBuild: true },
  );
  cookie = (await signIn(server)).cookie!;
  // Item 1 and automation 1 exist, so edits reach their validation rather than a 404.
  const api = adminClient(server, cookie);
  expect(
    (await api.post("/api/content/generate", { topic: "Kill switch", type: "page" })).status,
  ).toBe(201);
  expect((await api.post("/api/blog-automation", { topic: "Streaming" })).status).toBe(201);
});

afterAll(async () => {
  await server?.close();
});

describe.each(apiRoutes)("$method $path under hostile input", (route) => {
  const body = route.body === undefined ? undefined : JSON.stringify(route.body);

  it.each([
    ["a malformed escape in the path", (p: string) => withPath(p, "%zz")],
    ["an escape that is not UTF-8 in the path", (p: string) => withPath(p, "%ff")],
    ["a NUL in the path", (p: string) => withPath(p, "%00")],
    ["a malformed escape in the query", (p: string) => withPath(p, "?q=%E0%A4%A")],
    ["a NUL in the query", (p: string) => withPath(p, "?q=a%00b")],
  ])("%s answers 400 with a message", async (_name, spell) => {
    const path = spell(route.path);
    const response = await send(route, path, body);
    expectClean(response, path);
    expectRefusal(response, path);
    expect(JSON.parse(response.body).message, path).toMatch(/percent-encoding|NUL/);
  });

  if (route.body === undefined) return;

  it("a NUL in every text field answers 400 and names the problem", async () => {
    const hostile = Object.fromEntries(
      Object.entries(route.body!).map(([key, value]) => [
        key,
        typeof value === "string" ? `${value}\u0000x` : value,
      ]),
    );
    const response = await send(route, route.path, JSON.stringify({ ...hostile, extra: "\u0000" }));
    expectClean(response, route.path);
    expectRefusal(response, route.path);
    expect(JSON.parse(response.body).message).toMatch(/NUL/);
  });

  it("a NUL in a key answers 400", async () => {
    const response = await send(route, route.path, '{"a\\u0000b": 1}');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/NUL/);
  });

  it("an oversized body answers 413", async () => {
    const response = await send(route, route.path, JSON.stringify({ pad: "x".repeat(200_000) }));
    expectClean(response, route.path);
    expect(response.status).toBe(413);
  });

  it.each([
    ["malformed JSON", "{"],
    ["deeply nested arrays", `${"[".repeat(40_000)}${"]".repeat(40_000)}`],
    ["a JSON string", '"x"'],
    ["null", "null"],
  ])("%s is refused where the body matters", async (_name, text) => {
    const response = await send(route, route.path, text);
    expectClean(response, route.path);
    // Routes that read no body (sign-out, starting a DNS test) may ignore a valid JSON one.
    if (route.validates || text === "{") expectRefusal(response, `${route.path} ← ${_name}`);
  });

  if (!route.validates) return;

  it.each([
    ["numbers", 5],
    ["arrays", ["x"]],
    ["objects", { $gt: "" }],
    ["booleans", true],
  ])("wrong JSON types (%s) answer 400 with issues", async (_name, wrong) => {
    const hostile = Object.fromEntries(Object.keys(route.body!).map((key) => [key, wrong]));
    const response = await send(route, route.path, JSON.stringify(hostile));
    expectClean(response, route.path);
    // A boolean where a boolean belongs is not wrong: skip that one case.
    if (response.status < 400) return;
    expectRefusal(response, route.path);
  });
});

/**
 * Every route that reads a JSON body, a query or a path parameter, sent input it cannot
 * use: one parser answers them all with 400, a message and the issues (decision 025).
 */
const malformedInput: { method: string; path: string; body?: unknown; message?: RegExp }[] = [
  { method: "POST", path: "/api/auth/login", body: {}, message: /Username and password/ },
  { method: "POST", path: "/api/content/generate", body: { topic: 5, type: "page" } },
  { method: "POST", path: "/api/content/generate", body: { topic: "x", type: "pdf" } },
  { method: "PATCH", path: "/api/content/1", body: { owner: "me" }, message: /Unknown field/ },
  { method: "PATCH", path: "/api/content/1", body: { scheduledFor: "2000-01-01T00:00:00Z" } },
  { method: "POST", path: "/api/blog-automation", body: { topic: "" } },
  {
    method: "POST",
    path: "/api/blog-automation",
    body: { topic: "x", settings: { minWords: "many" } },
  },
  { method: "PATCH", path: "/api/blog-automation/1", body: { isActive: "yes" } },
  { method: "GET", path: "/api/content?limit=0", message: /^limit must be/ },
  { method: "GET", path: "/api/content?after=x", message: /^after must be/ },
  { method: "GET", path: "/api/content/abc", message: /^Invalid content item id/ },
  { method: "PATCH", path: "/api/content/01", body: { title: "A title" } },
  { method: "DELETE", path: "/api/content/0", body: {} },
  { method: "PATCH", path: "/api/blog-automation/1.5", body: { isActive: false } },
  { method: "GET", path: "/api/blog-automation/x/runs", message: /^Invalid automation id/ },
  {
    method: "POST",
    path: "/api/analytics/event",
    body: { path: 5 },
    message: /^Invalid analytics event/,
  },
  { method: "POST", path: "/api/analytics/event", body: [] },
  { method: "POST", path: "/api/share", body: { kind: "admin", result: {} } },
  { method: "POST", path: "/api/share/open", body: { token: 42 } },
  { method: "POST", path: "/api/share/open", body: { token: "not-a-token" } },
  { method: "GET", path: "/api/dns-leak/not-an-id", message: /Invalid DNS leak test id/ },
  { method: "GET", path: "/api/speedtest/download?bytes=abc", message: /^bytes must be/ },
  { method: "GET", path: "/api/speedtest/download?bytes=1&bytes=2" },
  { method: "GET", path: "/api/speedtest/download" },
  { method: "GET", path: "/api/proxy?url=", message: /Please enter a URL/ },
  { method: "GET", path: "/api/proxy/check?url=ftp%3A%2F%2Fexample.com%2F" },
  { method: "GET", path: `${formActionPath(proxiedPath("javascript:alert(1)", "auto"))}?q=1` },
  { method: "GET", path: "/api/proxy/form/not-base64!?q=1", message: /Please enter a URL/ },
];

describe("a request target that is not a path", () => {
  it.each([
    ["GET", "*"],
    ["OPTIONS", "*"],
    ["GET", "http://127.0.0.1/blog"],
    ["GET", "http://evil.example/api/auth/check"],
  ])("%s %s answers 400 (the absolute form answered 500 on every page)", async (method, path) => {
    const response = await rawRequest(server.url, { method, path });
    expectClean(response, path);
    expect(response.status, path).toBe(400);
    expect(JSON.parse(response.body).message).toBe(
      "The request target must be a path starting with /",
    );
  });
});

describe("every route that reads input, sent input it cannot use", () => {
  it.each(malformedInput)("$method $path answers 400 with message and issues", async (route) => {
    const body = route.body === undefined ? undefined : JSON.stringify(route.body);
    const response = await send({ method: route.method, path: route.path }, route.path, body);
    expectClean(response, route.path);
    expectRefusal(response, `${route.method} ${route.path} ${body ?? ""}`);
    if (route.message) expect(JSON.parse(response.body).message).toMatch(route.message);
  });
});

describe.each(pageFamilies)("the page %s under hostile input", (page) => {
  it.each([
    ["a malformed escape in the path", `${page}%zz`, 400],
    ["an escape that is not UTF-8 in the path", `${page}/%c0%af`, 400],
    ["a NUL in the path", `${page}%00`, 400],
    ["a malformed escape in the query", `${page}?q=%`, 400],
    ["a NUL in the query", `${page}?q=%00&page=1`, 400],
    ["a long, odd query", `${page}?page=-1&category=${"%e2%82%ac".repeat(2000)}&q[]=x`, null],
  ])("%s is answered without a 5xx or a stack", async (_name, path, status) => {
    const response = await rawRequest(server.url, { path });
    expectClean(response, path);
    if (status !== null) expect(response.status, path).toBe(status);
  });

  it("a POST is refused with 405 and changes nothing", async () => {
    const response = await rawRequest(server.url, {
      method: "POST",
      path: page,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expectClean(response, page);
    expect(response.status).toBe(405);
  });
});

describe("a router's root route under its prefix", () => {
  it.each([
    ["GET", "/api/ip/"],
    ["GET", "/api/latency/?x=1"],
    ["POST", "/api/share/"],
    ["POST", "/api/dns-leak/"],
    ["GET", "/api/proxy/?url=https%3A%2F%2Fexample.com%2F"],
  ])("%s %s (a trailing slash) is another path: 404", async (method, path) => {
    const response = await send({ method, path }, path, method === "POST" ? "{}" : undefined);
    expectClean(response, path);
    expect(response.status, path).toBe(404);
  });
});

describe("a path holding a long run of slashes", () => {
  // 15,000 slashes, then a letter: trimming trailing slashes with /\/+$/ took time quadratic
  // in the run when it was not at the end (about 0.3 s of CPU per request in each of two
  // places on a 404 page), so a client sending these in a loop held every visitor up. The
  // same run at the end of the path was always quick: the two must now cost about the same.
  const run = "/".repeat(15_000);
  const timeOf = async (path: string) => {
    const started = performance.now();
    for (let i = 0; i < 8; i++) {
      const response = await rawRequest(server.url, { path });
      expectClean(response, path.slice(0, 20));
    }
    return performance.now() - started;
  };
  it.each(["/x", "/blog/x", "/api/ip", "/api/proxy"])(
    "%s then the run and a letter costs what the run at the end does",
    async (prefix) => {
      const atEnd = await timeOf(`${prefix}${run}`);
      const inside = await timeOf(`${prefix}${run}a`);
      expect(inside).toBeLessThan(2 * atEnd + 500);
    },
  );
});
