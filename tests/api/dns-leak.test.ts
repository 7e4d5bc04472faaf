import { Resolver } from "node:dns/promises";
import { createSocket } from "node:dgram";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DNS_LEAK_FULL } from "~/features/tools/dns-leak/availability";
import { DNS_PROBE_PATH } from "~/features/tools/dns-leak/dns-answer";
import { MAX_LIVE_TESTS } from "~/features/tools/dns-leak/leak-store.server";
import { rawRequest } from "./raw-http";
import { startTestServer, type TestServer } from "./test-server";

const ZONE = "leaktest.example.com";
const json = { "Content-Type": "application/json" };

describe("the DNS leak test with DNS_LEAK_ZONE set", () => {
  let server: TestServer;
  let now = Date.UTC(2026, 0, 1);
  let resolver: Resolver;

  beforeAll(async () => {
    server = await startTestServer(
      {
        DNS_LEAK_ZONE: ZONE,
        DNS_PORT: "0",
        DNS_LEAK_ANSWER_IPV4: "192.0.2.10",
        DNS_LEAK_ANSWER_IPV6: "2001:db8::10",
      },
      { tools: { now: () => now } },
    );
    resolver = new Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([`127.0.0.1:${server.listeners.dnsPort}`]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const start = async () => {
    const response = await server.fetch("/api/dns-leak", {
      method: "POST",
      headers: json,
      body: "{}",
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; names: string[]; expiresAt: string };
  };

  it("hands out a test id and unique names in the zone", async () => {
    const test = await start();
    expect(test.id).toMatch(/^[0-9a-f]{20}$/);
    expect(test.names).toHaveLength(6);
    test.names.forEach((name, i) => expect(name).toBe(`${test.id}-${i + 1}.${ZONE}`));
    expect(Date.parse(test.expiresAt) - now).toBe(10 * 60_000);
  });

  it("answers A and AAAA for names in the zone with the configured addresses", async () => {
    const test = await start();
    expect(await resolver.resolve4(test.names[0]!, { ttl: true })).toEqual([
      { address: "192.0.2.10", ttl: 0 },
    ]);
    expect(await resolver.resolve6(test.names[1]!)).toEqual(["2001:db8::10"]);
  });

  it("refuses names outside the zone", async () => {
    await expect(resolver.resolve4("example.org")).rejects.toMatchObject({ code: "EREFUSED" });
  });

  it("reports the resolver that asked as the detected server, with no leak for one server", async () => {
    const test = await start();
    const before = await (await server.fetch(`/api/dns-leak/${test.id}`)).json();
    expect(before).toMatchObject({ id: test.id, servers: [], leak: false });

    await Promise.all(test.names.map((name) => resolver.resolve4(name)));
    const response = await server.fetch(`/api/dns-leak/${test.id}`);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      id: test.id,
      leak: false,
      reasons: [],
      vpnRangesConfigured: false,
      servers: [{ ip: "127.0.0.1", provider: null, country: null, kind: "loopback", queries: 6 }],
    });
  });

  it("records lookups over TCP too", async () => {
    const test = await start();
    const tcpAnswer = await new Promise<Buffer>((resolve, reject) => {
      import("node:net").then(({ connect }) => {
        const socket = connect(server.listeners.dnsPort!, "127.0.0.1");
        const name = Buffer.concat(
          test.names[2]!.split(".").map((label) =>
            Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]),
          ),
        );
        const query = Buffer.concat([
          Buffer.from([0x12, 0x34, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]),
          name,
          Buffer.from([0, 0, 1, 0, 1]),
        ]);
        const frame = Buffer.concat([Buffer.from([query.length >> 8, query.length & 0xff]), query]);
        let received = Buffer.alloc(0);
        socket.on("data", (chunk) => {
          received = Buffer.concat([received, chunk]);
          if (received.length >= 2 && received.length >= 2 + received.readUInt16BE(0)) {
            socket.end();
            resolve(received.subarray(2));
          }
        });
        socket.on("error", reject);
        socket.write(frame);
      }, reject);
    });
    expect(tcpAnswer.readUInt16BE(0)).toBe(0x1234);
    expect(tcpAnswer.subarray(-4)).toEqual(Buffer.from([192, 0, 2, 10]));
    const result = await (await server.fetch(`/api/dns-leak/${test.id}`)).json();
    expect(result.servers).toHaveLength(1);
  });

  it("keeps answering after garbage datagrams", async () => {
    const socket = createSocket("udp4");
    for (const size of [0, 1, 11, 12, 40, 512]) {
      const garbage = Buffer.alloc(size, 0xff);
      await new Promise<void>((resolve) =>
        socket.send(garbage, server.listeners.dnsPort!, "127.0.0.1", () => resolve()),
      );
    }
    socket.close();
    const test = await start();
    expect(await resolver.resolve4(test.names[0]!)).toEqual(["192.0.2.10"]);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const bad = await server.fetch("/api/dns-leak/not-an-id");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: "Invalid DNS leak test id.",
      issues: [{ path: ["id"], code: "invalid_format", message: "Invalid DNS leak test id." }],
    });
    const unknown = await server.fetch(`/api/dns-leak/${"0".repeat(20)}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(/expired or does not exist/);
  });

  it("forgets a test ten minutes after it started", async () => {
    const test = await start();
    now += 10 * 60_000 - 1;
    expect((await server.fetch(`/api/dns-leak/${test.id}`)).status).toBe(200);
    now += 1;
    expect((await server.fetch(`/api/dns-leak/${test.id}`)).status).toBe(404);
    // A lookup after expiry is not recorded anywhere.
    await resolver.resolve4(test.names[0]!);
    expect((await server.fetch(`/api/dns-leak/${test.id}`)).status).toBe(404);
  });

  it("lets pages load images from the zone, on the site's port, and reach the breach API (CSP)", async () => {
    const response = await server.fetch("/tools/dns-leak");
    const csp = response.headers.get("content-security-policy") ?? "";
    // Without SITE_URL the site is HOST:PORT, and PORT=0 (a free port) reads as 3000 there.
    const zone = `*.${ZONE}:3000`;
    const sources = (name: string) =>
      csp
        .split(";")
        .map((directive) => directive.trim().split(" "))
        .find(([directive]) => directive === name);
    expect(sources("img-src")).toContain(zone);
    expect(sources("connect-src")?.slice(1)).toEqual([
      "'self'",
      "https://api.pwnedpasswords.com",
      zone,
    ]);
  });

  it("serves the probe image on a test's names, and nothing else on any name in the zone", async () => {
    const test = await start();
    const probe = (host: string, path = DNS_PROBE_PATH, method = "GET") =>
      rawRequest(server.url, { method, path, headers: { host } });
    for (const host of [
      test.names[0]!,
      `${test.names[5]!.toUpperCase()}:3000`,
      `${test.names[1]}.`,
    ]) {
      const image = await probe(host);
      expect(image.status, host).toBe(200);
      expect(image.headers["content-type"]).toBe("image/gif");
      expect(image.headers["content-length"]).toBe("42");
      expect(image.body.startsWith("GIF89a")).toBe(true);
      expect(image.headers["cache-control"]).toBe("no-store");
    }
    for (const [path, method] of [
      ["/", "GET"],
      ["/tools/dns-leak", "GET"],
      ["/api/dns-leak", "POST"],
      [`/api/dns-leak/${test.id}`, "GET"],
      ["/admin/login", "GET"],
      [`${DNS_PROBE_PATH}/`, "GET"],
      [DNS_PROBE_PATH.toUpperCase(), "GET"],
      [DNS_PROBE_PATH, "POST"],
    ] as const) {
      const other = await probe(test.names[0]!, path, method);
      expect(other.status, `${method} ${path}`).toBe(404);
      expect(other.body).toBe("Not Found");
    }
    // The zone itself and names that are not a test's are foreign hosts.
    for (const host of [ZONE, `www.${ZONE}`, `x.${test.names[0]}`, `${test.id}.${ZONE}`]) {
      expect((await probe(host)).status, host).toBe(421);
    }
    // On the site's own host the path is an ordinary missing page.
    expect((await server.fetch(DNS_PROBE_PATH)).status).toBe(404);
  });

  it("refuses to start a test without a JSON body (the API's CSRF guard)", async () => {
    const response = await server.fetch("/api/dns-leak", { method: "POST" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Requests that change data must send JSON (Content-Type: application/json)",
    });
  });

  it("refuses new tests once MAX_LIVE_TESTS are running, and keeps every running one", async () => {
    // Crowds of clients starting tests used to push the earliest out at the next prune.
    const running = await start();
    await server.database.db.execute(sql`
      insert into dns_leak_tests (id, created_at, expires_at)
      select 'filler' || n, ${new Date(now).toISOString()}::timestamptz,
             ${new Date(now + 10 * 60_000).toISOString()}::timestamptz
      from generate_series(1, ${MAX_LIVE_TESTS}) as n`);
    const refused = await server.fetch("/api/dns-leak", {
      method: "POST",
      headers: json,
      body: "{}",
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({ message: DNS_LEAK_FULL });
    await server.tools.dnsLeak!.store.prune();
    expect((await server.fetch(`/api/dns-leak/${running.id}`)).status).toBe(200);
    await server.database.db.execute(sql`delete from dns_leak_tests where id like 'filler%'`);
    await start();
  });
});

describe("the DNS leak test with VPN_DNS_RANGES", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      DNS_LEAK_ZONE: ZONE,
      DNS_PORT: "0",
      VPN_DNS_RANGES: "10.8.0.0/24",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("calls a lone resolver outside the VPN's ranges a leak", async () => {
    const test = await (
      await server.fetch("/api/dns-leak", { method: "POST", headers: json, body: "{}" })
    ).json();
    const resolver = new Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([`127.0.0.1:${server.listeners.dnsPort}`]);
    await resolver.resolve4(test.names[0]);
    const result = await (await server.fetch(`/api/dns-leak/${test.id}`)).json();
    expect(result).toMatchObject({
      leak: true,
      reasons: ["outside-vpn-ranges"],
      outsideVpn: ["127.0.0.1"],
      vpnRangesConfigured: true,
    });
  });
});

describe("the DNS leak test without DNS_LEAK_ZONE", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 503 with a clear message, and runs no DNS listener", async () => {
    for (const response of [
      await server.fetch("/api/dns-leak", { method: "POST", headers: json, body: "{}" }),
      await server.fetch(`/api/dns-leak/${"a".repeat(20)}`),
    ]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: "The DNS leak test is not enabled on this server.",
      });
    }
    expect(server.listeners.dnsPort).toBeUndefined();
  });
});
