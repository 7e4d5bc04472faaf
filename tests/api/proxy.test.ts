import { type IncomingHttpHeaders, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formActionPath } from "~/features/tools/web-proxy/proxy-form.server";
import type { Resolver } from "~/features/tools/web-proxy/resolve-target.server";
import { proxiedPath } from "~/features/tools/web-proxy/target-url";
import { type LocalServer, listen } from "../support/local-server";
import {
  loopbackTestPolicy,
  refusedTargets,
  spyTransport,
  startUpstreamProxy,
} from "../support/proxy-test-network";
import { startTestServer, type TestServer } from "./test-server";

/** Names the tests resolve without DNS: a public-looking one, and one that points at loopback. */
const stubResolver: Resolver = async (host) => {
  if (host === "rebind.test") return [{ address: "127.0.0.1", family: 4 }];
  if (host === "public.test") return [{ address: "93.184.216.34", family: 4 }];
  throw new Error("ENOTFOUND");
};

describe("GET /api/proxy with the production address policy", () => {
  let server: TestServer;
  const spy = spyTransport();
  beforeAll(async () => {
    server = await startTestServer(
      {},
      { tools: { proxy: { resolve: stubResolver, transport: spy.transport } } },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  const proxy = (url: string) =>
    server.fetch(`/api/proxy?url=${encodeURIComponent(url)}&proxyId=auto`);

  it.each([...refusedTargets, "http://localhost/"])(
    "refuses %s with 403 and no connection",
    async (url) => {
      const response = await proxy(url);
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await response.json()).message).toMatch(
        /^This address cannot be opened through the proxy: /,
      );
      expect(spy.calls).toEqual([]);
    },
  );

  it("answers a name pointing at loopback exactly as a name that does not exist, with no connection", async () => {
    // Otherwise anyone could map which internal names the server's resolver knows.
    const answer = async (host: string) => {
      const response = await proxy(`http://${host}/`);
      return { status: response.status, message: (await response.json()).message };
    };
    expect(await answer("rebind.test")).toEqual({
      status: 502,
      message: "The site rebind.test could not be found on the public internet.",
    });
    expect(await answer("nothing.test")).toEqual({
      status: 502,
      message: "The site nothing.test could not be found on the public internet.",
    });
    expect(spy.calls).toEqual([]);
  });

  it.each([
    ["file:///etc/passwd", "Only http:// and https:// addresses can be opened."],
    ["data:text/html,hi", "Only http:// and https:// addresses can be opened."],
    ["gopher://public.test/", "Only http:// and https:// addresses can be opened."],
    ["ftp://public.test/", "Only http:// and https:// addresses can be opened."],
    ["javascript:alert(1)", "Only http:// and https:// addresses can be opened."],
    ["https://user:pass@public.test/", "Addresses with a user name or password cannot be opened."],
    ["", "Please enter a URL."],
  ])("refuses %s with 400 and no connection", async (url, message) => {
    const response = await proxy(url);
    expect(response.status).toBe(400);
    // A 400 always carries issues; a refusal of the address as a whole has the path [].
    expect(await response.json()).toEqual({
      message,
      issues: [{ path: [], code: "custom", message }],
    });
    expect(spy.calls).toEqual([]);
  });

  it("refuses other ports and unknown locations", async () => {
    expect((await proxy("http://public.test:8080/")).status).toBe(403);
    const unknown = await server.fetch("/api/proxy?url=http%3A%2F%2Fpublic.test%2F&proxyId=mars");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: "Unknown proxy location." });
    expect(spy.calls).toEqual([]);
  });

  it("lists Auto Select alone and honest empty stats with no nodes configured", async () => {
    const proxies = await (await server.fetch("/api/proxy/proxies")).json();
    expect(proxies).toHaveLength(1);
    expect(proxies[0]).toMatchObject({ id: "auto", name: "Auto Select" });
    expect(await (await server.fetch("/api/proxy/stats")).json()).toEqual({
      countriesCount: 0,
      averageSpeed: null,
      averageLatency: null,
      lastUpdated: null,
      nodesConfigured: 0,
      nodesOnline: 0,
    });
  });
});

describe("GET /api/proxy against local sites (test policy admits loopback)", () => {
  let server: TestServer;
  let target: LocalServer;
  let upstream: Awaited<ReturnType<typeof startUpstreamProxy>>;
  /** The headers of each request for the page itself (health checks fetch /health meanwhile). */
  let seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    target = await listen((req, res) => {
      if (req.url === "/") seen.push(req.headers);
      const path = req.url ?? "/";
      if (path === "/to-private") return res.writeHead(302, { Location: "http://10.1.1.1/" }).end();
      if (path === "/huge") return res.end(Buffer.alloc(10_500_000, 97));
      if (path === "/health") return res.end(Buffer.alloc(200_000, 98));
      if (path === "/style.css") {
        return res.writeHead(200, { "Content-Type": "text/css" }).end("a{background:url(/bg.png)}");
      }
      if (path === "/slow") return void setTimeout(() => res.end("slow"), 700);
      res
        .writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Set-Cookie": "tracker=1; Path=/",
          "Content-Security-Policy": "default-src *",
          "Strict-Transport-Security": "max-age=63072000",
          "X-Frame-Options": "DENY",
        })
        .end(
          `<h1>Local target</h1><a href="/next">Next</a><form action="/search"><input name="q"></form>`,
        );
    });
    upstream = await startUpstreamProxy();
    const nodes = [
      {
        id: "local",
        name: "Local node",
        country: "Testland",
        city: "Test City",
        url: upstream.origin,
      },
      {
        id: "dead",
        name: "Dead node",
        country: "Nowhere",
        city: "Gone",
        url: "http://127.0.0.1:9",
      },
    ];
    server = await startTestServer(
      {
        PROXY_ALLOWED_PORTS: String(target.port),
        PROXY_NODES: JSON.stringify(nodes),
        PROXY_HEALTH_URL: `${target.origin}/health`,
        PROXY_RATE_LIMIT: "40",
        PROXY_MAX_CONCURRENT: "1",
      },
      { tools: { proxy: { policy: loopbackTestPolicy } } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await target?.close();
  });

  const proxy = (path: string, proxyId = "local", init?: RequestInit) =>
    server.fetch(
      `/api/proxy?url=${encodeURIComponent(`${target.origin}${path}`)}&proxyId=${proxyId}`,
      init,
    );

  it("fetches the page, sandboxed, without upstream cookies or our visitor's headers", async () => {
    seen = [];
    const response = await proxy("/", "local", {
      headers: {
        Cookie: "umbra_admin=secret-session",
        "X-Visitor": "me",
        "User-Agent": "VisitorBrowser/1.0",
      },
    });
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp.startsWith("sandbox allow-scripts allow-forms allow-popups allow-modals;")).toBe(
      true,
    );
    expect(csp).not.toContain("allow-same-origin");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("default-src *");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBeNull();
    const html = await response.text();
    expect(html).toContain("<h1>Local target</h1>");
    expect(html).toContain(
      `href="/api/proxy?url=${encodeURIComponent(`${target.origin}/next`)}&amp;proxyId=local"`,
    );
    expect(html).toContain(
      `<form action="${formActionPath(proxiedPath(`${target.origin}/search`, "local"))}">`,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.cookie).toBeUndefined();
    expect(seen[0]?.["x-visitor"]).toBeUndefined();
    expect(seen[0]?.["user-agent"]).toBe("Mozilla/5.0 (compatible; UmbraWebProxy/1.0)");
    // Plain http through a node is pinned too: CONNECT to the checked address, never a name.
    expect(upstream.seen).toContain(`CONNECT 127.0.0.1:${target.port}`);
    expect(upstream.seen.some((line) => line.startsWith("GET "))).toBe(false);
  });

  it("rewrites url() in proxied stylesheets", async () => {
    const response = await proxy("/style.css", "local", {
      headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "style" },
    });
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await response.text()).toBe(
      `a{background:url("/api/proxy?url=${encodeURIComponent(`${target.origin}/bg.png`)}&proxyId=local")}`,
    );
  });

  it("carries a GET form to the target URL with its fields, as the browser encoded and ordered them", async () => {
    const action = formActionPath(proxiedPath(`${target.origin}/search?old=1`, "local", true));
    const response = await server.fetch(`${action}?q=vpn+leak&z=1&q=%C3%A9&1=one`, {
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      proxiedPath(`${target.origin}/search?q=vpn+leak&z=1&q=%C3%A9&1=one`, "local", true),
    );
  });

  it("refuses a form action whose target the proxy refuses, as a page inside the frame", async () => {
    const action = formActionPath(proxiedPath("http://10.0.0.1/search", "local"));
    const framed = await server.fetch(`${action}?q=1`, { headers: { "Sec-Fetch-Dest": "iframe" } });
    expect(framed.status).toBe(403);
    expect(framed.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await framed.text()).toContain("10.0.0.1 is a private network address");
    const fetched = await server.fetch(`${action}?q=1`);
    expect(fetched.status).toBe(403);
    expect((await fetched.json()).message).toMatch(/10\.0\.0\.1 is a private network address/);
  });

  it("shows a refusal met inside the frame as a sandboxed page, not JSON", async () => {
    const response = await proxy("/to-private", "local", {
      headers: { "Sec-Fetch-Dest": "iframe" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toMatch(/^sandbox allow-scripts/);
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(await response.text()).toContain("10.1.1.1 is a private network address");
  });

  it("refuses a redirect into private space", async () => {
    const response = await proxy("/to-private");
    expect(response.status).toBe(403);
    expect((await response.json()).message).toContain("10.1.1.1 is a private network address");
  });

  it("stops a page over 10 MB", async () => {
    const response = await proxy("/huge", "local");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: "The page is larger than 10 MB, the proxy's limit.",
    });
  });

  it("caps requests in flight (PROXY_MAX_CONCURRENT=1)", async () => {
    const [first, second] = await Promise.all([
      proxy("/slow"),
      new Promise((r) => setTimeout(r, 150)).then(() => proxy("/")),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(await second.json()).toEqual({
      message: "The proxy is busy right now. Please try again in a moment.",
    });
  });

  it("reports stats measured by the health checks", async () => {
    await server.tools.proxy.nodes.checkAll();
    const stats = await (await server.fetch("/api/proxy/stats")).json();
    expect(stats).toMatchObject({ countriesCount: 1, nodesConfigured: 2, nodesOnline: 1 });
    expect(stats.averageSpeed).toBeGreaterThan(0);
    expect(stats.averageLatency).toBeGreaterThanOrEqual(0);
    expect(Date.parse(stats.lastUpdated)).toBeGreaterThan(Date.now() - 10_000);
    expect(upstream.seen).toContain(`CONNECT 127.0.0.1:${target.port}`);
    const proxies = await (await server.fetch("/api/proxy/proxies")).json();
    expect(proxies.map((entry: { id: string }) => entry.id)).toEqual(["auto", "local", "dead"]);
    expect(proxies[1].details).toMatchObject({
      country: "Testland",
      city: "Test City",
      online: true,
    });
    expect(proxies[1].details.speed).toBeGreaterThan(0);
    expect(proxies[2].details).toMatchObject({ online: false, speed: null, latency: null });
    // Auto Select now goes through the healthy node.
    upstream.seen.length = 0;
    expect((await proxy("/", "auto")).status).toBe(200);
    expect(upstream.seen).toEqual([`CONNECT 127.0.0.1:${target.port}`]);
  });

  it("limits each client's requests per minute", async () => {
    let last = 200;
    for (let i = 0; i < 45 && last !== 429; i++)
      last = (await server.fetch("/api/proxy?url=")).status;
    expect(last).toBe(429);
  });
});

describe("PROXY_ORIGIN", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      SITE_URL: "https://umbra.example",
      PROXY_ORIGIN: "https://proxy.umbra.example",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A request as it arrives for `host` (fetch cannot set Host). */
  function requestAs(
    host: string,
    path: string,
  ): Promise<{ status: number; headers: IncomingHttpHeaders }> {
    return new Promise((resolve, reject) => {
      const req = request(`${server.url}${path}`, { headers: { Host: host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("lets our pages frame the proxy origin", async () => {
    const response = await server.fetch("/tools/web-proxy");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain(
      "frame-src 'self' https://proxy.umbra.example",
    );
    expect(await response.text()).toContain("<h1");
  });

  it("answers only the proxy on the proxy host", async () => {
    expect((await requestAs("proxy.umbra.example", "/")).status).toBe(404);
    expect((await requestAs("proxy.umbra.example", "/api/auth/check")).status).toBe(404);
    expect((await requestAs("proxy.umbra.example", "/api/proxy/stats")).status).toBe(404);
    // The proxy itself is reached (and refuses an empty URL as usual).
    expect((await requestAs("proxy.umbra.example", "/api/proxy?url=")).status).toBe(400);
    expect((await requestAs("umbra.example", "/api/proxy/stats")).status).toBe(200);
  });

  it("refuses proxied content on the main host entirely, under the sandbox CSP", async () => {
    const formAction = formActionPath(proxiedPath("https://example.com/", "auto"));
    for (const path of [
      "/api/proxy?url=",
      "/API/Proxy?url=",
      "/api/proxy/",
      "/api/proxy/form",
      formAction,
      formAction.toUpperCase(),
    ]) {
      const answer = await requestAs("umbra.example", path);
      expect(answer.status).toBe(404);
      expect(answer.headers["content-security-policy"]).toMatch(/^sandbox allow-/);
    }
    // The tool's own JSON stays on the main host: locations, stats and the page check.
    expect((await requestAs("umbra.example", "/api/proxy/proxies")).status).toBe(200);
    expect((await requestAs("umbra.example", "/api/proxy/check?url=")).status).toBe(400);
  });
});
