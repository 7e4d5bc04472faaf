import { afterAll, describe, expect, it } from "vitest";
import { adminSessions } from "~/db/schema";
import { checkAuth, sessionCookie } from "./auth-helpers";
import { startTestServer, type TestServer } from "./test-server";

const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.close();
});

async function start(overrides: Record<string, string>) {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

describe("trusted-address automatic sign-in", () => {
  it("is off by default: the check answers unauthenticated and sets no cookie", async () => {
    const server = await start({});
    const { response, body } = await checkAuth(server);
    expect(body).toEqual({ authenticated: false, autoLogin: false });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("signs a listed address in as the first admin, once", async () => {
    const server = await start({ ADMIN_TRUSTED_IPS: "127.0.0.1" });
    const first = await checkAuth(server);
    expect(first.body).toEqual({ authenticated: true, autoLogin: true });
    const cookie = sessionCookie(first.response)!;
    expect(cookie).toMatch(/^umbra_admin=.+/);
    const rows = await server.database.db.select().from(adminSessions);
    expect(rows.map((row) => [row.method, row.clientAddress])).toEqual([
      ["trusted-ip", "127.0.0.1"],
    ]);
    // With the session in place, the next check is an ordinary one.
    expect((await checkAuth(server, { cookie })).body).toEqual({
      authenticated: true,
      autoLogin: false,
    });
    expect((await server.fetch("/api/admin/stats", { headers: { cookie } })).status).toBe(200);
  });

  it("is not granted to another site's requests, which open no session", async () => {
    const server = await start({ ADMIN_TRUSTED_IPS: "127.0.0.1" });
    for (const site of ["cross-site", "same-site"]) {
      const { response, body } = await checkAuth(server, { "Sec-Fetch-Site": site });
      expect(body, site).toEqual({ authenticated: false, autoLogin: false });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await server.database.db.$count(adminSessions)).toBe(0);
    const own = await checkAuth(server, { "Sec-Fetch-Site": "same-origin" });
    expect(own.body).toEqual({ authenticated: true, autoLogin: true });
    expect(await server.database.db.$count(adminSessions)).toBe(1);
  });

  it("matches CIDR ranges", async () => {
    const server = await start({ ADMIN_TRUSTED_IPS: "10.0.0.0/8, 127.0.0.0/24" });
    expect((await checkAuth(server)).body.autoLogin).toBe(true);
  });

  describe("with TRUST_PROXY=0", () => {
    it("ignores a spoofed X-Forwarded-For naming a trusted address", async () => {
      const server = await start({ ADMIN_TRUSTED_IPS: "203.0.113.0/24", TRUST_PROXY: "0" });
      const { response, body } = await checkAuth(server, { "X-Forwarded-For": "203.0.113.5" });
      expect(body).toEqual({ authenticated: false, autoLogin: false });
      expect(response.headers.getSetCookie()).toEqual([]);
    });
  });

  describe("with TRUST_PROXY naming the proxy (this test, on loopback)", () => {
    it("reads the client from the hop the proxy added, and nothing further", async () => {
      const server = await start({ ADMIN_TRUSTED_IPS: "203.0.113.0/24", TRUST_PROXY: "loopback" });
      // The proxy (this test, on 127.0.0.1) appends the client it saw: that entry counts.
      expect((await checkAuth(server, { "X-Forwarded-For": "203.0.113.5" })).body.autoLogin).toBe(
        true,
      );
      expect(
        (await checkAuth(server, { "X-Forwarded-For": "198.51.100.7, 203.0.113.5" })).body
          .autoLogin,
      ).toBe(true);
      // A client that sends its own header cannot get past the entry the proxy added.
      expect(
        (await checkAuth(server, { "X-Forwarded-For": "203.0.113.5, 198.51.100.7" })).body
          .autoLogin,
      ).toBe(false);
      expect((await checkAuth(server)).body.autoLogin).toBe(false);
    });

    it("normalises an IPv4-mapped address before matching", async () => {
      const server = await start({ ADMIN_TRUSTED_IPS: "203.0.113.0/24", TRUST_PROXY: "loopback" });
      expect(
        (await checkAuth(server, { "X-Forwarded-For": "::ffff:203.0.113.9" })).body.autoLogin,
      ).toBe(true);
    });
  });
});
