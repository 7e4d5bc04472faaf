import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

describe("GET /api/ip behind one trusted proxy (TRUST_PROXY=1)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "1", TOOLS_RATE_LIMIT: "5" });
  });
  afterAll(async () => {
    await server?.close();
  });

  const lookup = (forwardedFor?: string) =>
    server.fetch("/api/ip", { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });

  it("labels a loopback client and does not look it up", async () => {
    const response = await lookup();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ip: "127.0.0.1",
      kind: "loopback",
      city: null,
      region: null,
      country: null,
      countryCode: null,
      timezone: null,
      org: null,
      asn: null,
      latitude: null,
      longitude: null,
    });
  });

  it("labels a private address from the proxy without looking it up", async () => {
    expect(await (await lookup("10.20.30.40")).json()).toMatchObject({
      ip: "10.20.30.40",
      kind: "private",
      country: null,
    });
  });

  it("resolves a public address to its country, region, city, zone and provider from the databases", async () => {
    const body = await (await lookup("8.8.8.8")).json();
    expect(body).toMatchObject({
      ip: "8.8.8.8",
      kind: "public",
      country: "United States",
      countryCode: "US",
      region: "California",
      timezone: "America/Los_Angeles",
      asn: 15169,
    });
    expect(body.org).toMatch(/Google/);
    expect(body.latitude).toBeCloseTo(37.4, 0);
    expect(body.longitude).toBeCloseTo(-122.1, 0);
    expect(typeof body.city).toBe("string");
  });

  it("resolves a public IPv6 address", async () => {
    const body = await (await lookup("2a00:1450:4001:80b::200e")).json();
    expect(body).toMatchObject({ ip: "2a00:1450:4001:80b::200e", kind: "public", asn: 15169 });
    expect(body.countryCode).toMatch(/^[A-Z]{2}$/);
  });

  it("limits each client to TOOLS_RATE_LIMIT requests a minute, then answers 429 with Retry-After", async () => {
    // 198.51.100.99 has not asked before: five requests pass, the sixth is refused.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await lookup("198.51.100.99")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await lookup("198.51.100.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: "Too many requests. Please wait a minute and try again.",
    });
    // Another client is not affected.
    expect((await lookup("198.51.100.100")).status).toBe(200);
  });
});

describe("GET /api/ip with TRUST_PROXY=0", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "0" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("ignores X-Forwarded-For: the socket address is the client", async () => {
    const response = await server.fetch("/api/ip", { headers: { "X-Forwarded-For": "8.8.8.8" } });
    expect(await response.json()).toMatchObject({
      ip: "127.0.0.1",
      kind: "loopback",
      country: null,
    });
  });
});

describe("GET /api/ip without the geolocation database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: "1",
      IP_CITY_DB_DIR: "/nonexistent/dbip-city",
      IP_ASN_DB_DIR: "/nonexistent/asn",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 503 with a clear message for a public address", async () => {
    const response = await server.fetch("/api/ip", { headers: { "X-Forwarded-For": "8.8.8.8" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: "IP geolocation is not available on this server.",
    });
  });

  it("still labels a loopback address, which needs no database", async () => {
    const response = await server.fetch("/api/ip");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ip: "127.0.0.1", kind: "loopback" });
  });
});
