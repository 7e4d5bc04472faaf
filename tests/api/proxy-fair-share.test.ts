import { randomBytes } from "node:crypto";
import { createSocket, type Socket as UdpSocket } from "node:dgram";
import { once } from "node:events";
import { connect } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDnsResolver } from "~/features/tools/web-proxy/dns-resolver.server";
import { type LocalServer, listen } from "../support/local-server";
import { loopbackTestPolicy } from "../support/proxy-test-network";
import { testAdmin } from "../support/test-admin";
import { CONNECTION_LIMITS } from "../../server/connection-limits";
import { startTestServer, type TestServer } from "./test-server";

/**
 * Greedy clients and slow upstreams (issue 16, point 3), and name resolution that never
 * answers (point 6). Clients are told apart by X-Forwarded-For (TRUST_PROXY=1).
 */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("fair share: per-client cap, hang-ups, slow upstreams", () => {
  let server: TestServer;
  let target: LocalServer;
  /** Upstream requests still open, by path. */
  const open = new Map<string, number>();

  beforeAll(async () => {
    target = await listen((req, res) => {
      const path = req.url ?? "/";
      open.set(path, (open.get(path) ?? 0) + 1);
      req.socket.once("close", () => open.set(path, (open.get(path) ?? 1) - 1));
      if (path.startsWith("/hang")) {
        // Headers, then 8 KB every 200 ms forever: fast enough for the rate limit, never done.
        res.writeHead(200, { "Content-Type": "text/plain" });
        const timer = setInterval(() => res.write(Buffer.alloc(8192, 97)), 200);
        res.once("close", () => clearInterval(timer));
        return;
      }
      if (path.startsWith("/gzip-")) {
        // Half of a compressed page, then silence (or, for /gzip-cut, a dropped connection).
        const whole = gzipSync(Buffer.alloc(200_000, "<p>compressed</p>"));
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
        res.write(whole.subarray(0, whole.length >> 1));
        if (path === "/gzip-cut") setTimeout(() => req.socket.destroy(), 100);
        return;
      }
      if (path === "/zstd") {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "zstd" });
        res.end(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3]));
        return;
      }
      if (path === "/switch") {
        req.socket.write(
          "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
        );
        return;
      }
      if (path === "/status-0") {
        req.socket.end("HTTP/1.1 000 Zero\r\nContent-Length: 2\r\n\r\nok");
        return;
      }
      if (path === "/random") {
        res.writeHead(200, { "Content-Type": "application/octet-stream" });
        res.end(randomBytes(9_000_000));
        return;
      }
      if (path === "/silent") return; // never answers
      if (path === "/trickle") {
        res.writeHead(200, { "Content-Type": "text/plain" });
        const timer = setInterval(() => res.write("x"), 100);
        res.once("close", () => clearInterval(timer));
        return;
      }
      res.writeHead(200, { "Content-Type": "text/plain" }).end("fast");
    });
    server = await startTestServer(
      {
        PROXY_ALLOWED_PORTS: String(target.port),
        PROXY_RATE_LIMIT: "1000",
        PROXY_MAX_CONCURRENT: "8",
        PROXY_MAX_PER_CLIENT: "2",
        TRUST_PROXY: "1",
      },
      {
        tools: {
          proxy: {
            policy: loopbackTestPolicy,
            limits: { firstByteMs: 600, rateWindowMs: 600, timeoutMs: 8_000 },
          },
        },
        connectionLimits: { ...CONNECTION_LIMITS, writeStallMs: 800 },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
  });

  const proxy = (path: string, client: string, signal?: AbortSignal) =>
    server.fetch(`/api/proxy?url=${encodeURIComponent(`${target.origin}${path}`)}&proxyId=auto`, {
      headers: { "X-Forwarded-For": client },
      signal,
    });

  it("lets no client take more than its share, and frees a slot the moment its client hangs up", async () => {
    const greedy = new AbortController();
    const held = [1, 2, 3].map((n) =>
      proxy(`/hang-${n}`, "203.0.113.5", greedy.signal).catch(() => null),
    );
    // Two run (the third waits in that client's own queue), and another client is served at once.
    // Which two of the three get the slots depends on arrival order (the rate-limit check
    // before them takes its own time), so count the upstream requests, not their names.
    const hanging = () => [1, 2, 3].map((n) => open.get(`/hang-${n}`) ?? 0);
    const openCount = () => hanging().reduce((sum, count) => sum + count, 0);
    await expect.poll(() => server.tools.proxy.gate.inFlight, { timeout: 5_000 }).toBe(2);
    await expect.poll(openCount, { timeout: 5_000 }).toBe(2);
    expect(hanging().filter((count) => count === 0)).toHaveLength(1);
    const started = performance.now();
    const other = await proxy("/", "198.51.100.9");
    expect(other.status).toBe(200);
    expect(await other.text()).toBe("fast");
    expect(performance.now() - started).toBeLessThan(1_000);
    greedy.abort();
    await Promise.all(held);
    await expect.poll(() => server.tools.proxy.gate.inFlight, { timeout: 1_000 }).toBe(0);
    await expect.poll(openCount, { timeout: 1_000 }).toBe(0);
  });

  it("counts IPv6 clients by /64", async () => {
    const greedy = new AbortController();
    const held = ["2001:db8:1:1::1", "2001:db8:1:1::2", "2001:db8:1:1::3"].map((client, n) =>
      proxy(`/hang-v6-${n}`, client, greedy.signal).catch(() => null),
    );
    await expect.poll(() => server.tools.proxy.gate.inFlight, { timeout: 5_000 }).toBe(2);
    await wait(200);
    expect(server.tools.proxy.gate.inFlight).toBe(2);
    greedy.abort();
    await Promise.all(held);
  });

  it("cuts an upstream that does not start answering (time to first byte)", async () => {
    const started = performance.now();
    const response = await proxy("/silent", "192.0.2.10");
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      message: "The site did not start answering within 0.6 seconds.",
    });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it.each([
    ["/gzip-stall", 504, /^The site sent its page too slowly/],
    ["/gzip-cut", 502, /^Could not connect to the site/],
    ["/switch", 502, /^Could not connect to the site/],
    ["/status-0", 502, /^The site answered with an invalid status/],
    // It was served to the visitor as it came: compressed bytes as a page.
    ["/zstd", 502, /^The site compressed its page in a way the proxy cannot read/],
  ])("answers %s with %i and gives its slot back", async (path, status, message) => {
    // Each of these used to hold its proxy slot for ever (status 0: a 500 instead).
    const started = performance.now();
    const response = await proxy(path, "192.0.2.12");
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
    expect(performance.now() - started).toBeLessThan(3_000);
    await expect.poll(() => server.tools.proxy.gate.inFlight, { timeout: 1_000 }).toBe(0);
  });

  it("cuts off a visitor who stops reading, and gives the slot back", async () => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await once(socket, "connect");
    const page = encodeURIComponent(`${target.origin}/random`);
    socket.write(
      `GET /api/proxy?url=${page}&proxyId=auto HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Forwarded-For: 192.0.2.13\r\n\r\n`,
    );
    await once(socket, "data");
    socket.pause(); // reads nothing more, and does not hang up
    await expect.poll(() => server.tools.proxy.gate.inFlight, { timeout: 1_000 }).toBe(1);
    await expect.poll(() => server.tools.proxy.gate.inFlight, { timeout: 5_000 }).toBe(0);
    socket.destroy();
  });

  it("cuts an upstream that trickles its page (minimum transfer rate)", async () => {
    const started = performance.now();
    const response = await proxy("/trickle", "192.0.2.11");
    expect(response.status).toBe(504);
    expect((await response.json()).message).toMatch(/^The site sent its page too slowly/);
    expect(performance.now() - started).toBeLessThan(3_000);
    await expect.poll(() => open.get("/trickle"), { timeout: 1_000 }).toBe(0);
  });
});

describe("name resolution that never answers", () => {
  let server: TestServer;
  let blackHole: UdpSocket;
  const resolver = { current: null as ReturnType<typeof createDnsResolver> | null };

  beforeAll(async () => {
    // A DNS server that reads every query and answers none.
    blackHole = createSocket("udp4");
    await new Promise<void>((resolve) => blackHole.bind(0, "127.0.0.1", resolve));
    resolver.current = createDnsResolver({
      servers: [`127.0.0.1:${blackHole.address().port}`],
      timeoutMs: 10_000,
      tries: 1,
      maxInFlight: 8,
    });
    server = await startTestServer(
      { TRUST_PROXY: "1", PROXY_RATE_LIMIT: "1000", PROXY_MAX_CONCURRENT: "32" },
      { serveClientBuild: true, tools: { proxy: { resolve: resolver.current } } },
    );
  });
  afterAll(async () => {
    await server?.close();
    blackHole?.close();
  });

  it("keeps static files, the password check and /healthz fast, caps lookups, and cancels them on hang-up", async () => {
    const timed = async (request: () => Promise<Response>, status: number) => {
      const started = performance.now();
      expect((await request()).status).toBe(status);
      return performance.now() - started;
    };
    const measure = async () => [
      await timed(() => server.fetch("/healthz"), 200),
      await timed(() => server.fetch("/favicon.svg"), 200),
      await timed(
        () =>
          server.fetch("/api/auth/login", {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: server.url },
            body: JSON.stringify(testAdmin),
          }),
        200,
      ),
    ];
    const before = await measure();
    const visitors = new AbortController();
    const pending = Array.from({ length: 8 }, (_, n) =>
      server
        .fetch(`/api/proxy?url=${encodeURIComponent(`http://name-${n}.example/`)}&proxyId=auto`, {
          headers: { "X-Forwarded-For": `192.0.2.${n + 1}` },
          signal: visitors.signal,
        })
        .catch(() => null),
    );
    await expect.poll(() => resolver.current?.inFlight(), { timeout: 5_000 }).toBe(8);
    // The ninth lookup is refused at once instead of queueing behind the others.
    const refused = await server.fetch(
      `/api/proxy?url=${encodeURIComponent("http://one-more.example/")}`,
      {
        headers: { "X-Forwarded-For": "192.0.2.200" },
      },
    );
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toMatch(/busy looking up/);
    const during = await measure();
    // Each as fast as before the lookups hung (give or take the machine's own noise).
    during.forEach((ms, index) => expect(ms).toBeLessThan((before[index] ?? 0) + 1_000));
    visitors.abort();
    await Promise.all(pending);
    // Cancelled at once, not at the 10 s timeout.
    await expect.poll(() => resolver.current?.inFlight(), { timeout: 2_000 }).toBe(0);
  }, 30_000);
});
