import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hangUp } from "./raw-http";
import { startTestServer, type TestServer } from "./test-server";

const CAP = 25_000_000;
let server: TestServer;
/** The server's log lines (JSON), to check what a request did or did not log. */
const log: string[] = [];
const errorsLogged = () =>
  log.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

beforeAll(async () => {
  server = await startTestServer(
    {
      TRUST_PROXY: "1",
      SPEEDTEST_SERVERS: "JP=https://jp.speed.example",
      SPEEDTEST_CORS_ORIGINS: "https://umbra.example",
      SPEEDTEST_RATE_LIMIT: "12",
      SPEEDTEST_MB_PER_MINUTE: "60",
      LATENCY_ENDPOINTS: "tokyo=https://jp.speed.example/api/speedtest/ping",
    },
    { onLog: (line) => log.push(line) },
  );
});

afterAll(async () => {
  await server?.close();
});

/** Each test speaks from an address of its own, so the per-client limits stay apart. */
const from = (client: string, init: RequestInit = {}) => ({
  ...init,
  headers: { "X-Forwarded-For": client, ...(init.headers as Record<string, string>) },
});
const upload = (client: string, body: BodyInit, headers: Record<string, string> = {}) =>
  server.fetch("/api/speedtest/upload", {
    ...from(client, { headers: { "Content-Type": "application/octet-stream", ...headers } }),
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);

describe("GET /api/speedtest/servers and /api/latency", () => {
  it("lists the five regions with this server as the default test server", async () => {
    const response = await server.fetch("/api/speedtest/servers");
    expect(await response.json()).toEqual([
      { code: "SG", name: "Singapore", testServer: "" },
      { code: "US", name: "United States", testServer: "" },
      { code: "GB", name: "United Kingdom", testServer: "" },
      { code: "JP", name: "Japan", testServer: "https://jp.speed.example" },
      { code: "AU", name: "Australia", testServer: "" },
    ]);
  });

  it("places a public visitor from our own database and lists the endpoints", async () => {
    const body = await (await server.fetch("/api/latency", from("8.8.8.8"))).json();
    expect(body.endpoints).toEqual({ tokyo: "https://jp.speed.example/api/speedtest/ping" });
    expect(body.position.latitude).toBeCloseTo(37.4, 0);
    expect(body.position.place).toMatch(/United States$/);
    const local = await (await server.fetch("/api/latency")).json();
    expect(local.position).toBeNull();
  });

  it("allows the configured origins in the CSP: probe favicons as images, test servers for fetch", async () => {
    const page = await server.fetch("/tools/speed-test");
    const csp = page.headers.get("content-security-policy") ?? "";
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("connect-src")).toContain("https://jp.speed.example");
    expect(directive("img-src")).toContain("https://www.netflix.com");
    expect(directive("img-src")).toContain("https://telegram.org");
    expect(directive("img-src")).not.toContain("jp.speed.example");
  });
});

describe("GET /api/speedtest/ping", () => {
  it("answers an empty, uncacheable 204", async () => {
    const response = await server.fetch("/api/speedtest/ping", from("198.51.100.1"));
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");
  });
});

describe("GET /api/speedtest/download", () => {
  it("sends exactly the bytes asked for, incompressible and uncompressed, never cached", async () => {
    const response = await server.fetch(
      "/api/speedtest/download?bytes=1000000",
      from("198.51.100.2", { headers: { "Accept-Encoding": "gzip, deflate, br" } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(1_000_000);
    expect(gzipSync(body).length).toBeGreaterThan(body.length * 0.99);
  });

  it("caps a request at 25 MB", async () => {
    const response = await server.fetch(
      "/api/speedtest/download?bytes=999999999",
      from("198.51.100.3"),
    );
    expect(response.headers.get("content-length")).toBe(String(CAP));
    expect((await response.arrayBuffer()).byteLength).toBe(CAP);
  });

  it.each(["", "0", "-5", "1e6", "abc"])("refuses bytes=%j with 400", async (bytes) => {
    const response = await server.fetch(
      `/api/speedtest/download?bytes=${bytes}`,
      from("198.51.100.4"),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "bytes must be a whole number of at least 1",
      issues: [expect.objectContaining({ path: ["bytes"] })],
    });
  });

  it("stops a client at SPEEDTEST_MB_PER_MINUTE megabytes", async () => {
    const statuses: number[] = [];
    // 25 + 25 MB pass; the third would make 75 of the 60 allowed.
    for (let i = 0; i < 3; i++) {
      const response = await server.fetch(
        `/api/speedtest/download?bytes=${CAP}`,
        from("198.51.100.5"),
      );
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 429]);
    const small = await server.fetch("/api/speedtest/download?bytes=100", from("198.51.100.6"));
    expect(small.status).toBe(200);
  });

  it("stops a client at SPEEDTEST_RATE_LIMIT requests a minute, with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      statuses.push((await server.fetch("/api/speedtest/ping", from("198.51.100.7"))).status);
    }
    expect(statuses.slice(0, 12).every((s) => s === 204)).toBe(true);
    expect(statuses[12]).toBe(429);
    const refused = await server.fetch("/api/speedtest/ping", from("198.51.100.7"));
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("POST /api/speedtest/upload", () => {
  it("reads and counts a binary body from our own page", async () => {
    const origin = new URL(server.url).origin;
    const response = await upload("198.51.100.10", new Uint8Array(300_000), { Origin: origin });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      bytes: number;
      window: { start: number; end: number; bytes: number };
    };
    expect(answer.bytes).toBe(300_000);
    // The part it timed, on its own clock: from the read that took the body past its first
    // quarter to the read that took it past fifteen sixteenths, with the bytes read between.
    expect(Object.keys(answer.window).sort()).toEqual(["bytes", "end", "start"]);
    expect(answer.window.end).toBeGreaterThanOrEqual(answer.window.start);
    expect(Math.abs(answer.window.start - Date.now())).toBeLessThan(60_000);
    expect(answer.window.bytes).toBeGreaterThanOrEqual(0);
    expect(answer.window.bytes).toBeLessThanOrEqual(225_000);
  });

  it("times a declared body from its first quarter to its last sixteenth, and not a body of unknown length", async () => {
    const origin = new URL(server.url).origin;
    // 4 MB: the window runs from 1 MB to 3.75 MB, each mark taken at the read that passes it
    // (a socket read is at most 64 KiB), so it times 2.75 MB give or take one read.
    const declared = await upload("198.51.100.15", new Uint8Array(4_000_000), { Origin: origin });
    const answer = (await declared.json()) as { window: { bytes: number } };
    expect(answer.window.bytes).toBeGreaterThan(2_750_000 - 65_536);
    expect(answer.window.bytes).toBeLessThan(2_750_000 + 65_536);
    const part = new Uint8Array(100_000);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 3) return controller.close();
        controller.enqueue(part);
      },
    });
    const streamed = await upload("198.51.100.16", stream, { Origin: origin });
    expect(streamed.status).toBe(200);
    expect(await streamed.json()).toEqual({ bytes: 300_000 });
  });

  it("counts a body that says it is JSON as bytes like any other (it used to wait for ever)", async () => {
    const response = await server.fetch("/api/speedtest/upload", {
      ...from("198.51.100.17", {
        headers: { "Content-Type": "application/json", Origin: new URL(server.url).origin },
      }),
      method: "POST",
      body: '{"a":1}',
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { bytes: number }).bytes).toBe(7);
  });

  it("logs no error when the visitor leaves mid-upload (a closed tab)", async () => {
    // 1 MB declared, 1 kB sent, then the tab is closed. The error it logged came at once.
    await hangUp(
      server.url,
      [
        "POST /api/speedtest/upload HTTP/1.1",
        `Origin: ${new URL(server.url).origin}`,
        "X-Forwarded-For: 198.51.100.18",
        "Content-Type: application/octet-stream",
        "Content-Length: 1000000",
      ],
      { body: Buffer.alloc(1000), holdMs: 200, settleMs: 500 },
    );
    expect(errorsLogged()).toEqual([]);
  });

  it("refuses a binary body without an Origin, or from a foreign one", async () => {
    const none = await upload("198.51.100.11", new Uint8Array(10));
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({
      message: "Uploads must come from a page of an allowed origin",
    });
    const foreign = await upload("198.51.100.11", new Uint8Array(10), {
      Origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
  });

  it("accepts an origin from SPEEDTEST_CORS_ORIGINS, with CORS headers and a preflight", async () => {
    const preflight = await server.fetch("/api/speedtest/upload", {
      method: "OPTIONS",
      headers: { Origin: "https://umbra.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://umbra.example");
    const response = await upload("198.51.100.12", new Uint8Array(10), {
      Origin: "https://umbra.example",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://umbra.example");
  });

  it("keeps the exemption to this one path: other binary posts are still refused", async () => {
    const response = await server.fetch("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", Origin: new URL(server.url).origin },
      body: new Uint8Array(10),
    });
    expect(response.status).toBe(403);
  });

  it("answers 413 to a declared length over 25 MB without reading it", async () => {
    const response = await upload("198.51.100.13", new Uint8Array(CAP + 1), {
      Origin: new URL(server.url).origin,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Uploads are limited to 25 MB" });
  });

  it("answers 413 to a streamed body that grows past 25 MB", async () => {
    let sent = 0;
    const chunk = new Uint8Array(1_000_000);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > CAP + 2_000_000) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await upload("198.51.100.14", stream, { Origin: new URL(server.url).origin });
    expect(response.status).toBe(413);
  });
});
