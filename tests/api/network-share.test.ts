import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  MAX_LIVE_TESTS,
  networkStartsPerMinute,
} from "~/features/tools/dns-leak/leak-store.server";
import { networkShare, networkTier } from "~/lib/rate-limit/network-tier";
import { type LocalServer, listen } from "../support/local-server";
import { loopbackTestPolicy } from "../support/proxy-test-network";
import { startTestServer, type TestServer } from "./test-server";

/**
 * One holder of a /56 (256 /64s) or a /48 (65,536) is one network, not hundreds of clients
 * (decision 031): per-minute limits give a network sixteen clients' worth, and no network
 * holds more than a quarter of a shared capacity (live DNS leak tests, proxy slots, the
 * speed test's megabytes), while a client of another /48, or an IPv4 client, is served.
 * Clients are told apart by X-Forwarded-For (TRUST_PROXY=loopback).
 */
const TOOLS_LIMIT = 2;
const LIVE_TESTS = 440;
const GLOBAL_MB = 200;
const CLIENT_MB = 25;
const SPEEDTEST_LIMIT = 3;
const ZONE = "leaktest.example.com";
const MINUTE = 60_000;

/** The 256 /64s of 2001:db8:77:ab00::/56, all inside the /48 2001:db8:77::/48. */
const slash56 = Array.from({ length: 256 }, (_, i) => `2001:db8:77:ab${hex2(i)}::1`);
const otherNetwork = "2001:db8:78::1";
const ipv4Client = "198.51.100.7";
const NETWORK_REFUSAL = "Too many requests from your network. Please wait a minute and try again.";

function hex2(n: number) {
  return n.toString(16).padStart(2, "0");
}

describe("the network tier of per-client limits, and networks' shares of shared capacity", () => {
  let server: TestServer;
  let target: LocalServer;
  let now = Date.UTC(2026, 5, 1);

  beforeAll(async () => {
    target = await listen((req, res) => {
      if (req.url === "/hang") {
        res.writeHead(200, { "Content-Type": "text/plain" });
        const timer = setInterval(() => res.write(Buffer.alloc(8192, 97)), 200);
        res.once("close", () => clearInterval(timer));
        return;
      }
      res.writeHead(200, { "Content-Type": "text/plain" }).end("fast");
    });
    server = await startTestServer(
      {
        TRUST_PROXY: "loopback",
        TOOLS_RATE_LIMIT: String(TOOLS_LIMIT),
        DNS_LEAK_ZONE: ZONE,
        DNS_PORT: "0",
        SPEEDTEST_GLOBAL_MB_PER_MINUTE: String(GLOBAL_MB),
        SPEEDTEST_MB_PER_MINUTE: String(CLIENT_MB),
        SPEEDTEST_RATE_LIMIT: String(SPEEDTEST_LIMIT),
        PROXY_ALLOWED_PORTS: String(target.port),
      },
      {
        clock: () => new Date(now),
        tools: {
          now: () => now,
          maxLiveTests: LIVE_TESTS,
          proxy: { policy: loopbackTestPolicy },
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
  });

  const from = (client: string, init: RequestInit = {}) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": client },
  });
  const ip = (client: string) => server.fetch("/api/ip", from(client));
  const startLeakTest = (client: string) =>
    server.fetch(
      "/api/dns-leak",
      from(client, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    );

  it("keeps every per-minute limit's network tier at sixteen clients' worth, on the server's clock", async () => {
    const statuses = [];
    for (const client of slash56) statuses.push((await ip(client)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(networkTier(TOOLS_LIMIT));
    expect(statuses.slice(networkTier(TOOLS_LIMIT)).every((status) => status === 429)).toBe(true);
    const refused = await ip("2001:db8:77:abff::2");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: NETWORK_REFUSAL });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await ip(otherNetwork)).status).toBe(200);
    // An IPv4 client is its own network: its own limit, as before.
    expect([(await ip(ipv4Client)).status, (await ip(ipv4Client)).status]).toEqual([200, 200]);
    expect((await ip(ipv4Client)).status).toBe(429);
    // The limits read the server's clock: a minute later the network is served again.
    now += MINUTE;
    expect((await ip(slash56[0]!)).status).toBe(200);
  });

  it("lets one /56 keep at most a quarter of the live DNS leak tests, and others still start theirs", async () => {
    const perMinute = networkStartsPerMinute(TOOLS_LIMIT, LIVE_TESTS);
    expect(perMinute).toBe(10);
    let started = 0;
    // Ten minutes of the whole /56 trying (every /64 at first, then a crowd of them a minute).
    for (let minute = 0; minute < 10; minute++) {
      now += MINUTE;
      const clients = minute === 0 ? slash56 : slash56.slice(0, 2 * perMinute);
      const statuses = [];
      for (const client of clients) statuses.push((await startLeakTest(client)).status);
      expect(
        statuses.filter((status) => status === 201),
        `minute ${minute}`,
      ).toHaveLength(perMinute);
      expect(statuses.filter((status) => status !== 201).every((status) => status === 429)).toBe(
        true,
      );
      started += perMinute;
    }
    const live = await server.database.db.execute(
      sql`select count(*)::int as live from dns_leak_tests where expires_at > ${new Date(now).toISOString()}::timestamptz`,
    );
    const { rows } = live as unknown as { rows: { live: number }[] };
    expect(rows[0]?.live).toBe(started);
    expect(started).toBeLessThanOrEqual(LIVE_TESTS / 4);
    expect((await startLeakTest(otherNetwork)).status).toBe(201);
    expect((await startLeakTest(ipv4Client)).status).toBe(201);
  });

  it("keeps the live-test share whatever TOOLS_RATE_LIMIT is, never below one client", () => {
    const windows = 11; // a test lives ten minutes: starts from up to eleven windows run at once
    for (const perClient of [1, 60, 100, 1_000]) {
      expect(networkStartsPerMinute(perClient) * windows).toBeLessThanOrEqual(MAX_LIVE_TESTS / 4);
    }
    expect(networkStartsPerMinute(60)).toBe(networkTier(60));
    expect(networkStartsPerMinute(100_000)).toBe(100_000);
  });

  it("gives the speed test's ping, limited in memory, the same network tier", async () => {
    const statuses = [];
    for (const client of slash56) {
      statuses.push((await server.fetch("/api/speedtest/ping", from(client))).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(networkTier(SPEEDTEST_LIMIT));
    const refused = await server.fetch("/api/speedtest/ping", from("2001:db8:77:ab00::9"));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: NETWORK_REFUSAL });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await server.fetch("/api/speedtest/ping", from(otherNetwork))).status).toBe(204);
    expect((await server.fetch("/api/speedtest/ping", from(ipv4Client))).status).toBe(204);
  });

  it("gives one /56 at most a quarter of the speed test's megabytes", async () => {
    const download = (client: string, bytes = 5_000_000) =>
      server.fetch(`/api/speedtest/download?bytes=${bytes}`, from(client));
    const share = networkShare(GLOBAL_MB, CLIENT_MB);
    expect(share).toBe(50);
    const statuses = [];
    // 5 MB each from a fresh /64: ten fill the share, and the rest of the /56 is refused.
    for (const client of slash56.slice(0, share / 5 + 3)) {
      const response = await download(client);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(share / 5).fill(200), 503, 503, 503]);
    const refused = await download(slash56[100]!);
    expect(await refused.json()).toEqual({
      message:
        "The speed test server is at capacity for your network. Please try again in a minute.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const client of [otherNetwork, ipv4Client]) {
      const response = await download(client, 25_000_000);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(25_000_000);
    }
  });

  it("gives one /56 at most a quarter of the proxy's slots, and serves another /48 at once", async () => {
    const gate = server.tools.proxy.gate;
    const page = (path: string) =>
      `/api/proxy?url=${encodeURIComponent(`${target.origin}${path}`)}&proxyId=auto`;
    const hangUp = new AbortController();
    const refusals: unknown[] = [];
    const answers = slash56.map((client) =>
      server
        .fetch(page("/hang"), from(client, { signal: hangUp.signal }))
        .then(async (response) => {
          if (response.status === 429) refusals.push(await response.json());
          return response.status;
        })
        .catch(() => null),
    );
    // The share runs; every other /64 of the /56 is refused rather than queued.
    await expect
      .poll(() => refusals.length, { timeout: 20_000 })
      .toBe(
        slash56.length -
          networkShare(server.env.PROXY_MAX_CONCURRENT, server.env.PROXY_MAX_PER_CLIENT),
      );
    expect(gate.inFlight).toBe(
      networkShare(server.env.PROXY_MAX_CONCURRENT, server.env.PROXY_MAX_PER_CLIENT),
    );
    expect(new Set(refusals.map((body) => JSON.stringify(body)))).toEqual(
      new Set([
        JSON.stringify({
          message:
            "Too many pages are loading through the proxy from your network. Please try again in a moment.",
        }),
      ]),
    );
    const started = performance.now();
    for (const client of [otherNetwork, ipv4Client]) {
      const response = await server.fetch(page("/"), from(client));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("fast");
    }
    expect(performance.now() - started).toBeLessThan(2_000);
    hangUp.abort();
    await Promise.all(answers);
    await expect.poll(() => gate.inFlight, { timeout: 2_000 }).toBe(0);
  });
});
