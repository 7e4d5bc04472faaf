import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type LocalServer, listen } from "../../../../tests/support/local-server";
import {
  localNode,
  loopbackTestPolicy,
  selfSignedCertificate,
  spyTransport,
  startUpstreamProxy,
} from "../../../../tests/support/proxy-test-network";
import { publicUnicastPolicy } from "./address-policy.server";
import { type FetchDependencies, UPSTREAM_HEADERS, fetchPage } from "./fetch-page.server";
import type { Resolver } from "./resolve-target.server";
import { ProxyRefusal } from "./target-url";
import { createNodeTransport } from "./transport.server";

let target: LocalServer;
let seenHeaders: Record<string, unknown> = {};

beforeAll(async () => {
  target = await listen((req, res) => {
    seenHeaders = req.headers;
    const path = req.url ?? "/";
    if (path === "/hop") return res.writeHead(302, { Location: "/page" }).end();
    if (path === "/loop") return res.writeHead(302, { Location: "/loop" }).end();
    if (path === "/to-private") return res.writeHead(302, { Location: "http://10.0.0.8/" }).end();
    if (path === "/to-metadata") {
      return res.writeHead(301, { Location: "http://169.254.169.254/latest" }).end();
    }
    if (path === "/slow") return void setTimeout(() => res.end("late"), 2_000);
    if (path === "/big") return res.end(Buffer.alloc(2_000, 120));
    if (path === "/bomb") {
      return res
        .writeHead(200, { "Content-Encoding": "gzip" })
        .end(gzipSync(Buffer.alloc(5_000_000, 0)));
    }
    if (path === "/deflate" || path === "/raw-deflate") {
      const pack = path === "/deflate" ? deflateSync : deflateRawSync;
      return res
        .writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "deflate" })
        .end(pack("<p>packed</p>"));
    }
    res.writeHead(200, { "Content-Type": "text/html" }).end("<p>hello</p>");
  });
});
afterAll(() => target.close());

function deps(overrides: Partial<FetchDependencies> = {}): FetchDependencies {
  return {
    resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    policy: loopbackTestPolicy,
    transport: spyTransport().transport,
    extraPorts: [target.port],
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProxyRefusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("fetchPage", () => {
  it("follows redirects and sends only the neutral headers", async () => {
    const page = await fetchPage(deps(), `${target.origin}/hop`, null);
    expect(page.url.href).toBe(`${target.origin}/page`);
    expect(page.body.toString()).toBe("<p>hello</p>");
    expect(seenHeaders["user-agent"]).toBe(UPSTREAM_HEADERS["User-Agent"]);
    expect(Object.keys(seenHeaders).sort()).toEqual(
      ["accept", "accept-encoding", "accept-language", "connection", "host", "user-agent"].sort(),
    );
  });

  it("asks for gzip or br only, reads deflate sent unasked, and refuses raw deflate with a clear 502", async () => {
    await fetchPage(deps(), `${target.origin}/page`, null);
    expect(seenHeaders["accept-encoding"]).toBe("gzip, br");
    const page = await fetchPage(deps(), `${target.origin}/deflate`, null);
    expect(page.body.toString()).toBe("<p>packed</p>");
    expect(await refusal(fetchPage(deps(), `${target.origin}/raw-deflate`, null))).toEqual({
      status: 502,
      message: "The site compressed its page in a way the proxy cannot read.",
    });
  });

  it("connects to the checked address and never looks the name up twice (DNS rebinding)", async () => {
    const answers = [
      [{ address: "127.0.0.1", family: 4 as const }],
      [{ address: "10.0.0.1", family: 4 as const }],
    ];
    const resolve = vi.fn<Resolver>(async () => answers.shift() ?? []);
    const spy = spyTransport();
    const page = await fetchPage(
      deps({ resolve, transport: spy.transport }),
      `http://rebind.test:${target.port}/`,
      null,
    );
    expect(page.status).toBe(200);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(spy.calls).toEqual([`http://rebind.test:${target.port}/ -> 127.0.0.1`]);
  });

  it("refuses a redirect into private space or to the metadata address before connecting to it", async () => {
    for (const path of ["/to-private", "/to-metadata"]) {
      const spy = spyTransport();
      const result = await refusal(
        fetchPage(deps({ transport: spy.transport }), `${target.origin}${path}`, null),
      );
      expect(result.status).toBe(403);
      expect(spy.calls).toHaveLength(1);
    }
  });

  it("never fetches our own host names, even when they resolve to an allowed address", async () => {
    const spy = spyTransport();
    const own = deps({ transport: spy.transport, ownHosts: ["umbra.example"] });
    expect(await refusal(fetchPage(own, "https://UMBRA.example/admin/dashboard", null))).toEqual({
      status: 403,
      message: "This site cannot be opened through its own proxy.",
    });
    expect(spy.calls).toEqual([]);
  });

  it("stops after 5 redirects", async () => {
    const spy = spyTransport();
    expect(
      await refusal(fetchPage(deps({ transport: spy.transport }), `${target.origin}/loop`, null)),
    ).toEqual({
      status: 502,
      message: "The site redirected more than 5 times.",
    });
    expect(spy.calls).toHaveLength(6);
  });

  it("stops at the time limit with 504", async () => {
    const started = Date.now();
    expect(
      await refusal(fetchPage(deps({ limits: { timeoutMs: 300 } }), `${target.origin}/slow`, null)),
    ).toEqual({ status: 504, message: "The site did not answer within 0.3 seconds." });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("stops past the size cap, counted after decompression", async () => {
    const small = deps({ limits: { maxBytes: 1_000 } });
    expect(await refusal(fetchPage(small, `${target.origin}/big`, null))).toMatchObject({
      status: 502,
    });
    expect(
      await refusal(
        fetchPage(deps({ limits: { maxBytes: 1_000_000 } }), `${target.origin}/bomb`, null),
      ),
    ).toEqual({ status: 502, message: "The page is larger than 1 MB, the proxy's limit." });
  });

  it("with the production policy refuses the loopback target without any connection", async () => {
    const spy = spyTransport();
    const production = deps({ policy: publicUnicastPolicy([]), transport: spy.transport });
    expect(await refusal(fetchPage(production, `${target.origin}/`, null))).toMatchObject({
      status: 403,
    });
    expect(spy.calls).toEqual([]);
  });

  it("refuses the server's own addresses whatever the policy admits, and stops when the visitor leaves", async () => {
    const own = deps({ ownAddresses: async () => new Set(["127.0.0.1"]) });
    expect(await refusal(fetchPage(own, `http://mirror.test:${target.port}/page`, null))).toEqual({
      status: 502,
      message: "The site mirror.test could not be found on the public internet.",
    });
    const visitor = new AbortController();
    const pending = refusal(fetchPage(deps(), `${target.origin}/slow`, null, visitor.signal));
    setTimeout(() => visitor.abort(), 100);
    const started = performance.now();
    expect(await pending).toMatchObject({ status: 499 });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("goes through an upstream proxy node for http too by a CONNECT to the checked address (the node never resolves the name)", async () => {
    const upstream = await startUpstreamProxy();
    try {
      const node = localNode(upstream.origin);
      const page = await fetchPage(deps(), `http://site.test:${target.port}/page`, node);
      expect(page.body.toString()).toBe("<p>hello</p>");
      expect(upstream.seen).toEqual([`CONNECT 127.0.0.1:${target.port}`]);
      // Origin-form request line inside the tunnel; the name travels only in Host.
      expect(seenHeaders.host).toBe(`site.test:${target.port}`);
      const httpsOnly = localNode(upstream.origin, ["https"]);
      expect(await refusal(fetchPage(deps(), `${target.origin}/page`, httpsOnly))).toMatchObject({
        status: 400,
      });
    } finally {
      await upstream.close();
    }
  });

  it("keeps SNI and Host for https, directly and through a CONNECT tunnel to the checked address", async () => {
    const tls = selfSignedCertificate("secure.test");
    const seen: string[] = [];
    const secure = createHttpsServer(tls, (req, res) => {
      seen.push(`${(req.socket as TLSSocket).servername} ${req.headers.host}`);
      res.writeHead(200, { "Content-Type": "text/plain" }).end("secret-free");
    });
    await new Promise<void>((resolve) => secure.listen(0, "127.0.0.1", resolve));
    const port = (secure.address() as AddressInfo).port;
    const upstream = await startUpstreamProxy();
    try {
      const spy = spyTransport(createNodeTransport({ ca: tls.cert }));
      const network = deps({ transport: spy.transport, extraPorts: [port] });
      const url = `https://secure.test:${port}/`;
      expect((await fetchPage(network, url, null)).body.toString()).toBe("secret-free");
      const node = localNode(upstream.origin, ["https"]);
      expect((await fetchPage(network, url, node)).body.toString()).toBe("secret-free");
      expect(upstream.seen).toEqual([`CONNECT 127.0.0.1:${port}`]);
      expect(seen).toEqual([`secure.test secure.test:${port}`, `secure.test secure.test:${port}`]);
    } finally {
      await upstream.close();
      secure.closeAllConnections();
      await new Promise((resolve) => secure.close(resolve));
    }
  });
});
