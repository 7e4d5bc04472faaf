import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe("GET /healthz", () => {
  it("answers 200 {status: ok} when the database responds", async () => {
    const response = await server.fetch("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the JSON API's edges", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await server.fetch("/api/no-such-endpoint");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "No API endpoint GET /api/no-such-endpoint" });
  });

  it("refuses malformed JSON with 400 and a message", async () => {
    const response = await server.fetch("/api/anything", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"topic": ',
    });
    expect(response.status).toBe(400);
    const message = "Malformed JSON in request body";
    // Like every 400, it carries issues; the body as a whole has the path [].
    expect(await response.json()).toEqual({
      message,
      issues: [{ path: [], code: "custom", message }],
    });
  });

  it("refuses a JSON body over 100 kB with 413", async () => {
    const response = await server.fetch("/api/anything", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(101 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: "Request body is too large (limit 100 kB)",
    });
  });

  it("accepts a body just under the limit (and then reports the unknown endpoint)", async () => {
    const response = await server.fetch("/api/anything", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(90 * 1024) }),
    });
    expect(response.status).toBe(404);
  });
});

describe("security headers", () => {
  it("sets nosniff and the referrer policy and hides the framework", async () => {
    const response = await server.fetch("/healthz");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("gives a server-rendered page a nonce-based CSP whose nonce is on its scripts", async () => {
    const response = await server.fetch("/admin/login");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Scripts: our files, this response's nonce and the theme script's hash; no inline code.
    expect(csp).toMatch(/(^|; )script-src 'self' 'nonce-[^']+' 'sha256-[^']+'(;|$)/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) {
      // Only the constant theme script goes without a nonce: the CSP allows it by hash.
      if (!attributes?.includes("nonce=")) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  it("uses a different nonce on every response", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await server.fetch("/admin/login");
        await response.text();
        return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe("server errors", () => {
  it("never answers with a stack trace", async () => {
    const response = await server.fetch("/api/%E0%A4%A");
    const text = await response.text();
    expect(text).not.toMatch(/at .+\(.+:\d+:\d+\)/);
  });
});

describe("a page whose data cannot be read", () => {
  it("is logged once in the server's log, with the request's id and without the query's values", async () => {
    const lines: string[] = [];
    const failing = await startTestServer({}, { onLog: (line) => lines.push(line) });
    try {
      // What a lost connection or a failover does to the blog's list, made certain.
      await failing.database.db.execute(sql`ALTER TABLE content_items RENAME TO content_away`);
      const response = await failing.fetch("/blog?q=typed-by-a-visitor");
      expect(response.status).toBe(500);
      expect(await response.text()).not.toMatch(/at .+\(.+:\d+:\d+\)/);
      const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        msg: "page request failed",
        req: { id: response.headers.get("x-request-id") },
      });
      expect(errors[0].err.message).toContain("Failed query: select");
      expect(JSON.stringify(errors[0].err)).not.toContain("typed-by-a-visitor");
    } finally {
      await failing.close();
    }
  });
});
