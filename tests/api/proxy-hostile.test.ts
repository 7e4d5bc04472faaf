import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalServer, listen } from "../support/local-server";
import { loopbackTestPolicy } from "../support/proxy-test-network";
import { formActionPath } from "~/features/tools/web-proxy/proxy-form.server";
import { proxiedPath } from "~/features/tools/web-proxy/target-url";
import { startTestServer, type TestServer } from "./test-server";

/**
 * The proxy against a hostile upstream of our own (issue 16): pathological CSS, a 9 MB
 * page, lying content types; and what every /api/proxy answer must carry.
 */
const NINE_MB_OF_LINKS = Buffer.from(
  `<!doctype html><title>links</title>${'<a href="/x">x</a>'.repeat(500_000)}`,
);

/** An SVG whose whole surface is a link straight to the site. */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg"><a href="https://evil.example/direct"><rect width="100%" height="100%"/></a></svg>`;

describe("the web proxy under a hostile upstream", () => {
  let server: TestServer;
  let target: LocalServer;
  const log: string[] = [];

  beforeAll(async () => {
    target = await listen((req, res) => {
      const path = req.url ?? "/";
      if (path === "/huge.html") {
        return res.writeHead(200, { "Content-Type": "text/html" }).end(NINE_MB_OF_LINKS);
      }
      if (path === "/large.html") {
        return res
          .writeHead(200, { "Content-Type": "text/html" })
          .end(NINE_MB_OF_LINKS.slice(0, 2_000_000));
      }
      if (path === "/evil.css") {
        return res
          .writeHead(200, { "Content-Type": "text/css" })
          .end(`a{background:url(${" ".repeat(60_000)}`);
      }
      if (path === "/evil-style.html") {
        return res
          .writeHead(200, { "Content-Type": "text/html" })
          .end(`<div style="a{background:url(${" ".repeat(60_000)}">x</div>`);
      }
      if (path === "/lying")
        return res.writeHead(200, { "Content-Type": "html" }).end("<script>1</script>");
      if (path === "/pic.svg")
        return res.writeHead(200, { "Content-Type": "image/svg+xml" }).end(SVG);
      if (path === "/app.js") {
        return res.writeHead(200, { "Content-Type": "application/javascript" }).end("window.ran=1");
      }
      res.writeHead(200, { "Content-Type": "text/html" }).end("<p>ok</p>");
    });
    server = await startTestServer(
      { PROXY_ALLOWED_PORTS: String(target.port), PROXY_RATE_LIMIT: "1000" },
      { tools: { proxy: { policy: loopbackTestPolicy } }, onLog: (line) => log.push(line) },
    );
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
  });

  const proxyPath = (path: string, extra = "") =>
    `/api/proxy?url=${encodeURIComponent(`${target.origin}${path}`)}&proxyId=auto${extra}`;

  it(
    "keeps /healthz under 200 ms while a 9 MB page of links is rewritten, within a memory bound",
    { timeout: 60_000, retry: 2 },
    async () => {
      // Warm up first: the first request of a server compiles its database statements.
      await (await server.fetch(proxyPath("/"))).text();
      await (await server.fetch("/healthz")).text();
      const before = process.memoryUsage();
      let peak = 0;
      let slowest = 0;
      let done = false;
      const proxied = (async () => {
        // Uncompressed: the test's own client shares this process and would spend its time
        // inflating 40 MB (the server's gzip runs off the event loop either way).
        const response = await server.fetch(proxyPath("/huge.html"), {
          headers: { "Accept-Encoding": "identity" },
        });
        let bytes = 0;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.byteLength;
        }
        done = true;
        return { status: response.status, bytes };
      })();
      while (!done) {
        const started = performance.now();
        expect((await server.fetch("/healthz")).status).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
        const now = process.memoryUsage();
        peak = Math.max(
          peak,
          now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers,
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const { status, bytes } = await proxied;
      expect(status).toBe(200);
      expect(bytes).toBeGreaterThan(NINE_MB_OF_LINKS.length);
      expect(slowest).toBeLessThan(200);
      // docs/security.md: about 10 MB of body plus slices (this process also holds the test's
      // client and upstream: ~90 MB measured); the DOM approach took ~1 GB here.
      expect(peak).toBeLessThan(250_000_000);
      // A retry absorbs the scheduler of a loaded machine (whose /healthz alone peaks near 200 ms
      // at load 12 on 2 cores); a rewrite that blocks the loop (8.5 s before) fails every try.
    },
  );

  it("sends a large page compressed without piling up listeners (one per write was left)", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const response = await server.fetch(proxyPath("/large.html"), {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect((await response.text()).length).toBeGreaterThan(2_000_000);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });

  it.each([
    ["/evil.css", "text/css; charset=utf-8"],
    ["/evil-style.html", "text/html; charset=utf-8"],
  ])("answers %s (url( and 60,000 spaces) at once", async (path, type) => {
    const started = performance.now();
    const response = await server.fetch(proxyPath(path), {
      headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "style" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    await response.text();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("serves a malformed upstream type as a download, never as a document", async () => {
    const response = await server.fetch(proxyPath("/lying"));
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe("attachment");
    expect(await response.text()).toBe("<script>1</script>");
  });

  it("answers an SVG opened as a document as a rewritten page, and as itself only to an image load", async () => {
    const asDocument: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "iframe" },
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "document" },
      {},
    ];
    for (const headers of asDocument) {
      const response = await server.fetch(proxyPath("/pic.svg"), { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-security-policy")).toMatch(/^sandbox allow-/);
      const body = await response.text();
      expect(body).not.toContain('href="https://evil.example');
      expect(body).toContain(
        `<a href="${proxiedPath("https://evil.example/direct", "auto").replace("&", "&amp;")}">`,
      );
    }
    const image = await server.fetch(proxyPath("/pic.svg"), {
      headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "image" },
    });
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(image.headers.get("content-security-policy")).toMatch(/^sandbox allow-/);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await image.text()).toBe(SVG);
  });

  it("refuses to be a script, style or worker of our own pages (Fetch Metadata)", async () => {
    for (const dest of ["script", "style", "worker", "serviceworker", "object", "embed"]) {
      const response = await server.fetch(proxyPath("/app.js"), {
        headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": dest },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: "Proxied content cannot be loaded into this site's own pages.",
      });
      expect(response.headers.get("content-security-policy")).toMatch(/^sandbox /);
    }
    // From a sandboxed proxied page (an opaque origin, so cross-site), scripts are scripts.
    const framed = await server.fetch(proxyPath("/app.js"), {
      headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "script" },
    });
    expect(framed.headers.get("content-type")).toMatch(/^text\/javascript/);
    // Without Fetch Metadata (an old browser), never runnable: text/plain under nosniff.
    const unknown = await server.fetch(proxyPath("/app.js"));
    expect(unknown.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(unknown.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("puts the sandbox CSP and nosniff on every answer, refusals and errors included", async () => {
    const answers = await Promise.all([
      server.fetch("/api/proxy?url="),
      server.fetch("/api/proxy?url=http%3A%2F%2F10.0.0.1%2F"),
      server.fetch("/api/proxy?url=http%3A%2F%2F127.0.0.1%3A1%2F"),
      server.fetch("/api/proxy/nothing-here"),
      server.fetch(formActionPath(proxiedPath("file:///etc/passwd", "auto"))),
      server.fetch(proxyPath("/", "&js=0")),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 403, 403, 404, 400, 200]);
    for (const answer of answers) {
      expect(answer.headers.get("content-security-policy")).toMatch(/^sandbox allow-/);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(answers[5]?.headers.get("content-security-policy")).toMatch(/^sandbox allow-forms;/);
  });

  it("never writes a proxied URL or form field to the request log", async () => {
    log.length = 0;
    await server.fetch(proxyPath("/?q=secret-search-term"));
    const formAction = formActionPath(proxiedPath(`${target.origin}/s`, "auto"));
    for (const path of [formAction, formAction.toUpperCase()]) {
      await server.fetch(`${path}?q=secret-form-field`, { redirect: "manual" });
    }
    await server.fetch(
      `/api/proxy/check?url=${encodeURIComponent(`${target.origin}/?secret-check`)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = log.join("\n");
    expect(text).toContain('"url":"/api/proxy?[redacted]"');
    // A GET form's action holds the address in its path: that goes too, however spelled.
    expect(text).toContain('"url":"/api/proxy/form/[redacted]?[redacted]"');
    expect(text).toContain('"url":"/API/PROXY/FORM/[redacted]?[redacted]"');
    expect(text).not.toContain(formAction.slice(-12));
    expect(text).not.toContain("secret");
    expect(text).not.toContain(target.origin.replace("http://", ""));
  });
});
