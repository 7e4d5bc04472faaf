import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./auth-helpers";
import { rawRequest } from "./raw-http";
import { testAdmin } from "../support/test-admin";
import { startTestServer, type TestServer } from "./test-server";

/**
 * DNS rebinding and Host-based origin confusion: a production server answers only for the
 * host names it is configured with, and its idea of "our origin" comes from SITE_URL, not
 * from whatever Host a request names.
 */

let server: TestServer;
const credentials = JSON.stringify(testAdmin);

beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: "production",
    SITE_URL: "https://umbra.example",
    PROXY_ORIGIN: "https://proxy.umbra-usercontent.example",
  });
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string, host: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, { path, headers: { host, ...headers } });

describe("a production server with SITE_URL", () => {
  it.each(["/", "/api/auth/check", "/api/admin/stats", "/admin/login", "/api/ip"])(
    "refuses %s for a foreign host with 421",
    async (path) => {
      for (const host of [
        "evil.example",
        "127.0.0.1",
        "localhost:3000",
        "[::1]",
        "umbra.example.evil.example",
      ]) {
        const response = await get(path, host);
        expect(response.status, `${host}${path}`).toBe(421);
        expect(response.body).toMatch(/does not serve that host/);
      }
    },
  );

  it("refuses a foreign host even when it is only named in X-Forwarded-Host (no trusted proxy)", async () => {
    const response = await get("/api/auth/check", "evil.example", {
      "x-forwarded-host": "umbra.example",
    });
    expect(response.status).toBe(421);
  });

  it.each(["umbra.example", "UMBRA.example", "umbra.example:443", "umbra.example."])(
    "serves its own host spelled %s",
    async (host) => {
      const response = await get("/api/auth/check", host);
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ authenticated: false, autoLogin: false });
    },
  );

  it.each(["umbra.example:99999", "umbra.example:-1", "umbra.example:80x", "umbra.example:"])(
    "refuses its own host with a port no URL can hold (%s) with 400, on pages and the API",
    async (host) => {
      // The page renderer builds the request's URL from Host: this used to answer 500.
      for (const path of ["/blog", "/blog.data", "/sitemap.xml", "/api/auth/check"]) {
        const response = await get(path, host);
        expect(response.status, `${host}${path}`).toBe(400);
        expect(JSON.parse(response.body).message).toBe(
          "The Host header names a port that does not exist",
        );
      }
    },
  );

  it("serves the proxy host (for the proxy only; its guard answers the rest 404)", async () => {
    expect((await get("/api/proxy/stats", "proxy.umbra-usercontent.example")).status).not.toBe(421);
    expect((await get("/admin/login", "proxy.umbra-usercontent.example")).status).toBe(404);
  });

  it.each(["PROXY.umbra-usercontent.example", "proxy.umbra-usercontent.example.:443"])(
    "answers the proxy host spelled %s as the proxy host: nothing of the site",
    async (host) => {
      // The host guard admits every spelling of a name; the proxy's guard compared the exact
      // text, so these reached the pages, the admin and the API on the proxy's host name.
      for (const path of ["/", "/admin/login", "/api/auth/check", "/api/ip"]) {
        const response = await get(path, host);
        expect(response.status, `${host}${path}`).toBe(404);
        expect(response.body, `${host}${path}`).toBe("Not Found");
      }
    },
  );

  it("answers health probes addressed by IP, which reveal nothing", async () => {
    const response = await get("/healthz", "10.1.2.3:3000");
    expect(response.status).toBe(200);
  });

  it("takes only SITE_URL's origin as ours, whatever Host the request names", async () => {
    const post = (host: string, origin: string) =>
      rawRequest(server.url, {
        method: "POST",
        path: "/api/auth/login",
        headers: { host, origin, "content-type": "application/json" },
        body: credentials,
      });
    expect((await post("umbra.example", "https://umbra.example")).status).toBe(200);
    // The same Host spelled as an http origin, or the server's own address, is not ours.
    expect((await post("umbra.example", "http://umbra.example")).status).toBe(403);
    expect((await post("umbra.example", server.url)).status).toBe(403);
  });
});

describe("the default local install (no SITE_URL)", () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await startTestServer({ NODE_ENV: "production" });
  });
  afterAll(async () => {
    await local?.close();
  });

  it("serves the loopback names and refuses others", async () => {
    for (const host of ["127.0.0.1:3000", "localhost", "[::1]:8080"]) {
      const response = await rawRequest(local.url, { path: "/api/auth/check", headers: { host } });
      expect(response.status, host).toBe(200);
    }
    const rebound = await rawRequest(local.url, {
      path: "/api/auth/check",
      headers: { host: "attacker.example" },
    });
    expect(rebound.status).toBe(421);
  });

  it("takes the loopback origin at its own port as ours, and no other port", async () => {
    const port = new URL(local.url).port;
    expect(
      (await signIn(local, testAdmin, { Origin: `http://127.0.0.1:${port}` })).response.status,
    ).toBe(200);
    expect(
      (await signIn(local, testAdmin, { Origin: `http://localhost:${port}` })).response.status,
    ).toBe(200);
    const otherPort = Number(port) === 1 ? 2 : Number(port) - 1;
    expect(
      (await signIn(local, testAdmin, { Origin: `http://127.0.0.1:${otherPort}` })).response.status,
    ).toBe(403);
  });
});

describe("the IP probes' host names", () => {
  let probed: TestServer;
  beforeAll(async () => {
    probed = await startTestServer({
      NODE_ENV: "production",
      SITE_URL: "https://umbra.example",
      IPV4_PROBE_URL: "https://ipv4.umbra.example",
      IPV6_PROBE_URL: "https://ipv6.umbra.example",
    });
  });
  afterAll(async () => {
    await probed?.close();
  });

  it("reach the probe endpoint and nothing else", async () => {
    for (const host of ["ipv4.umbra.example", "ipv6.umbra.example"]) {
      const probe = await rawRequest(probed.url, { path: "/api/ip/probe", headers: { host } });
      expect(probe.status, host).toBe(200);
      expect(JSON.parse(probe.body).family).toBe(4);
      for (const path of ["/", "/admin/login", "/api/auth/check", "/api/ip"]) {
        const other = await rawRequest(probed.url, { path, headers: { host } });
        expect(other.status, `${host}${path}`).toBe(404);
      }
    }
  });
});

describe("behind a trusted proxy (TRUST_PROXY), with auto sign-in for the office network", () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({
      NODE_ENV: "production",
      SITE_URL: "https://umbra.example",
      TRUST_PROXY: "loopback",
      ADMIN_TRUSTED_IPS: "10.0.0.0/8",
    });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  const check = (host: string, forwardedHost?: string) =>
    rawRequest(proxied.url, {
      path: "/api/auth/check",
      headers: {
        host,
        "x-forwarded-for": "10.1.2.3",
        ...(forwardedHost ? { "x-forwarded-host": forwardedHost } : {}),
      },
    });

  it("signs the office in on its own host, with or without a matching X-Forwarded-Host", async () => {
    for (const forwarded of [undefined, "umbra.example", "UMBRA.example:443"]) {
      const response = await check("umbra.example", forwarded);
      expect(response.status, forwarded).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ authenticated: true, autoLogin: true });
    }
  });

  it("refuses a rebound host that names ours in X-Forwarded-Host, and gives it no session", async () => {
    // A page on evil.example, re-pointed at the proxy, can set X-Forwarded-Host on its own
    // requests; nginx passes it through unless told otherwise. It used to be signed in.
    const response = await check("evil.example", "umbra.example");
    expect(response.status).toBe(421);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(JSON.parse(response.body).message).toBe("This server does not serve that host");
  });

  it("refuses our Host with a foreign X-Forwarded-Host", async () => {
    expect((await check("umbra.example", "evil.example")).status).toBe(421);
  });

  it("refuses a port no URL can hold in a later X-Forwarded-Host entry with 400", async () => {
    // Express reads the first entry; the page renderer reads the port after the header's
    // first ":", wherever it is: `umbra.example, x:99999` answered 500 with a logged stack.
    for (const path of ["/blog", "/blog.data", "/api/auth/check"]) {
      const response = await rawRequest(proxied.url, {
        path,
        headers: {
          host: "umbra.example",
          "x-forwarded-for": "10.1.2.3",
          "x-forwarded-host": "umbra.example, other.example:99999",
        },
      });
      expect(response.status, path).toBe(400);
    }
    const chained = await check("umbra.example", "umbra.example:443, umbra.example:443");
    expect(chained.status).toBe(200);
  });
});

describe("a client reaching the port directly while TRUST_PROXY names the proxies", () => {
  let direct: TestServer;
  const errors: string[] = [];
  beforeAll(async () => {
    direct = await startTestServer(
      { NODE_ENV: "production", SITE_URL: "https://umbra.example", TRUST_PROXY: "10.0.0.0/8" },
      { onLog: (line) => (JSON.parse(line).level >= 50 ? errors.push(line) : undefined) },
    );
  });
  afterAll(async () => {
    await direct?.close();
  });

  it.each(["umbra.example:99999", "umbra.example:-1", "other.example, x.example:70000"])(
    "is refused with 400, not 500, for an X-Forwarded-Host of %s (not believed, yet read)",
    async (forwardedHost) => {
      // Express ignores this client's X-Forwarded-Host, but the page renderer takes its URL's
      // port from the header whenever TRUST_PROXY is set, whoever sent it: a 500 and a logged
      // stack per request, for anyone.
      for (const path of ["/", "/blog", "/blog.data", "/admin/login"]) {
        const response = await rawRequest(direct.url, {
          path,
          headers: { host: "umbra.example", "x-forwarded-host": forwardedHost },
        });
        expect(response.status, path).toBe(400);
        expect(JSON.parse(response.body).message).toBe(
          "The Host header names a port that does not exist",
        );
      }
      expect(errors).toEqual([]);
    },
  );

  it("still serves a request whose X-Forwarded-Host it ignores", async () => {
    const response = await rawRequest(direct.url, {
      path: "/blog",
      headers: { host: "umbra.example", "x-forwarded-host": "umbra.example:8443" },
    });
    expect(response.status).toBe(200);
  });
});
