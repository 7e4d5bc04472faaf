import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

describe("IP family probes (GET /api/ip/probes, GET /api/ip/probe)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: "1",
      SITE_URL: "https://umbra.example",
      IPV4_PROBE_URL: "https://ipv4.umbra.example/ignored/path",
      IPV6_PROBE_URL: "https://ipv6.umbra.example",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("names the configured probe origins", async () => {
    expect(await (await server.fetch("/api/ip/probes")).json()).toEqual({
      v4: "https://ipv4.umbra.example",
      v6: "https://ipv6.umbra.example",
    });
  });

  it("answers the address and family it saw, readable by our own site only", async () => {
    const ours = await server.fetch("/api/ip/probe", {
      headers: { Origin: "https://umbra.example", "X-Forwarded-For": "2001:4860:4860::8888" },
    });
    expect(ours.headers.get("access-control-allow-origin")).toBe("https://umbra.example");
    expect(await ours.json()).toMatchObject({
      ip: "2001:4860:4860::8888",
      family: 6,
      kind: "public",
      asn: 15169,
    });
    const theirs = await server.fetch("/api/ip/probe", {
      headers: { Origin: "https://evil.example", "X-Forwarded-For": "8.8.8.8" },
    });
    expect(theirs.headers.get("access-control-allow-origin")).toBeNull();
    expect(await theirs.json()).toMatchObject({ ip: "8.8.8.8", family: 4 });
  });

  it("adds the probe origins to the pages' connect-src", async () => {
    const csp = (await server.fetch("/no-such-page")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/connect-src[^;]*https:\/\/ipv4\.umbra\.example/);
    expect(csp).toMatch(/connect-src[^;]*https:\/\/ipv6\.umbra\.example/);
  });
});

describe("IP family probes unconfigured", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  it("says neither family has a probe", async () => {
    expect(await (await server.fetch("/api/ip/probes")).json()).toEqual({ v4: null, v6: null });
  });
});
