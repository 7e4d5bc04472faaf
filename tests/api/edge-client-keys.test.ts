import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, signIn } from "./auth-helpers";
import { startTestServer, type TestServer } from "./test-server";

/**
 * Per-client limits count an IPv6 client by its /64 (one customer line gets a whole /64,
 * so the full address would hand it 2^64 quotas), and X-Forwarded-For is believed only
 * from the proxies TRUST_PROXY names.
 */

const LIMIT = 3;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

type Limited = {
  name: string;
  send: (server: TestServer, from: string, i: number) => Promise<Response>;
  allowed: number;
};

const limits: Limited[] = [
  {
    name: "the IP tool",
    allowed: LIMIT,
    send: (s, from) => s.fetch("/api/ip", { headers: { "x-forwarded-for": from } }),
  },
  {
    name: "the speed test",
    allowed: LIMIT,
    send: (s, from) =>
      s.fetch("/api/speedtest/download?bytes=1000", { headers: { "x-forwarded-for": from } }),
  },
  {
    name: "the web proxy",
    allowed: LIMIT,
    send: (s, from) =>
      s.fetch(`/api/proxy?url=${encodeURIComponent("https://example.com/")}`, {
        headers: { "x-forwarded-for": from },
      }),
  },
  {
    name: "analytics",
    allowed: LIMIT,
    send: (s, from, i) =>
      s.fetch(
        "/api/analytics/event",
        postJson(
          { path: "/pricing", referrer: "" },
          { "x-forwarded-for": from, "user-agent": `${BROWSER} ${i}` },
        ),
      ),
  },
  {
    name: "admin sign-in failures",
    allowed: 10,
    send: (s, from, i) =>
      signIn(
        s,
        { username: `nobody-${i}`, password: "wrong-password" },
        { "X-Forwarded-For": from },
      ).then((r) => r.response),
  },
];

const overrides = {
  TOOLS_RATE_LIMIT: String(LIMIT),
  SPEEDTEST_RATE_LIMIT: String(LIMIT),
  PROXY_RATE_LIMIT: String(LIMIT),
  ANALYTICS_RATE_LIMIT: String(LIMIT),
};

describe("behind TRUST_PROXY=loopback, clients from one IPv6 /64", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...overrides, TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(limits)(
    "share one quota for $name; the next /64 has its own",
    async ({ send, allowed }) => {
      for (let i = 1; i <= allowed; i++) {
        const response = await send(server, `2001:db8:51:7:${i.toString(16)}::${i}`, i);
        expect(response.status, `request ${i}`).not.toBe(429);
      }
      const sameLine = await send(server, "2001:db8:51:7:ffff:ffff:ffff:fffe", 100);
      expect(sameLine.status).toBe(429);
      expect(Number(sameLine.headers.get("retry-after"))).toBeGreaterThan(0);
      const neighbour = await send(server, "2001:db8:51:8::1", 101);
      expect(neighbour.status).not.toBe(429);
    },
  );

  it.each(["ht tp", "javascript", "https, http", "ftp"])(
    "refuses a forwarded protocol that is neither http nor https (%s) with 400 (it could answer 500)",
    async (proto) => {
      for (const path of ["/blog", "/api/auth/check"]) {
        const response = await server.fetch(path, { headers: { "x-forwarded-proto": proto } });
        // The first of a list is the client's side of the first proxy, as Express reads it.
        expect(response.status, `${proto} ${path}`).toBe(proto === "https, http" ? 200 : 400);
        if (response.status === 400) {
          expect(((await response.json()) as { message: string }).message).toBe(
            "The forwarded protocol must be http or https",
          );
        }
      }
    },
  );

  it("counts an entry with a port by its address, and one that is no address as the proxy's", async () => {
    const ip = (from: string) => server.fetch("/api/ip", { headers: { "x-forwarded-for": from } });
    const first = await ip("198.51.100.77:50001");
    expect(((await first.json()) as { ip: string }).ip).toBe("198.51.100.77");
    // A port that changes with each connection is not a fresh quota per connection.
    for (let i = 2; i <= LIMIT; i++)
      expect((await ip(`198.51.100.77:${50_000 + i}`)).status).toBe(200);
    expect((await ip("198.51.100.77:50099")).status).toBe(429);
    // Nor is made-up text: it all counts as the proxy itself (here 127.0.0.1).
    const statuses = [];
    for (const entry of ["unknown", "garbage-1", "garbage-2", "garbage-3"]) {
      statuses.push((await ip(entry)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("keeps IPv4 clients apart address by address", async () => {
    for (let i = 1; i <= LIMIT; i++) {
      expect(
        (await server.fetch("/api/ip", { headers: { "x-forwarded-for": `198.51.100.${i}` } }))
          .status,
      ).not.toBe(429);
    }
    expect(
      (await server.fetch("/api/ip", { headers: { "x-forwarded-for": "198.51.100.200" } })).status,
    ).not.toBe(429);
  });
});

describe("a client that reaches the port directly, with TRUST_PROXY naming other proxies", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...overrides, TRUST_PROXY: "10.0.0.0/8, 2001:db8:ffff::/48" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("cannot mint fresh quotas by forging X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 2; i++) {
      const response = await server.fetch("/api/ip", {
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push(response.status);
      if (response.status === 200) {
        // The address reported is the socket's, not the forged one.
        expect((await response.json()).ip).not.toMatch(/^203\.0\.113\./);
      }
    }
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});
