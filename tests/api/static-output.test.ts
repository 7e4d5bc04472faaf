import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scrollRestorationScript } from "~/lib/static-output/hydrate-on-intent";
import type { ServerBuild } from "react-router";
import { paths } from "../../server/paths";
import { FILE_ONLY_FOLDERS } from "../../server/static-assets";
import { rawRequest } from "./raw-http";
import { startTestServer, type TestServer } from "./test-server";

/**
 * Issue 18 / decision 021: prerendered pages are static files. The same bytes for every
 * request, precompressed, negotiated, revalidated by ETag, with a hash-based CSP that allows
 * exactly the page's inline scripts.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { serveClientBuild: true });
});

afterAll(async () => {
  await server?.close();
});

/** The raw bytes of a response, undecoded (undici's fetch would decode them). */
async function rawGet(path: string, headers: Record<string, string> = {}) {
  const { request } = await import("node:http");
  const url = new URL(path, server.url);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !attributes.includes("application/ld+json"))
    .map(([, , text = ""]) => text);

describe("prerendered pages are static", () => {
  it("sends the same bytes and the same CSP on every request, with no nonce", async () => {
    const [first, second] = [await rawGet("/features"), await rawGet("/features/")];
    expect(first.status).toBe(200);
    expect(first.body.equals(second.body)).toBe(true);
    expect(first.headers["content-security-policy"]).toBe(
      second.headers["content-security-policy"],
    );
    const html = first.body.toString("utf8");
    expect(html).not.toContain("nonce=");
    expect(first.headers["content-security-policy"]).not.toContain("'nonce-");
  });

  it("allows each inline script by its hash and nothing else inline (the CSP stays strict)", async () => {
    const response = await rawGet("/");
    const csp = String(response.headers["content-security-policy"]);
    const scriptSrc = /(?:^|; )script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
    const scripts = inlineScripts(response.body.toString("utf8"));
    expect(scripts.length).toBeGreaterThan(3);
    const hashes = new Set(
      scripts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`),
    );
    expect(new Set(scriptSrc)).toEqual(new Set(["'self'", ...hashes]));
    // Every other directive is the one a page rendered per request gets.
    const rendered = String((await rawGet("/blog")).headers["content-security-policy"]);
    const withoutScripts = (policy: string) =>
      policy.split("; ").filter((directive) => !directive.startsWith("script-src"));
    expect(withoutScripts(csp)).toEqual(withoutScripts(rendered));
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("serves the build's brotli copy, else its gzip copy, else the page as is", async () => {
    const identity = await rawGet("/pricing");
    const br = await rawGet("/pricing", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await rawGet("/pricing", { "accept-encoding": "gzip" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    for (const response of [identity, br, gzip]) {
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers["cache-control"]).toBe("public, no-cache");
      expect(response.headers["content-length"]).toBe(String(response.body.length));
    }
    // Each representation has its own strong validator.
    expect(new Set([identity, br, gzip].map((r) => r.headers.etag)).size).toBe(3);
  });

  it("answers a matching If-None-Match with 304 and no body, and a stale one with the page", async () => {
    const first = await rawGet("/faq", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await rawGet("/faq", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await rawGet("/faq", { "accept-encoding": "br", "if-none-match": '"not-it"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(first.body)).toBe(true);
  });

  it("inlines the first screen's CSS and loads the stylesheet without blocking render", async () => {
    const html = (await rawGet("/")).body.toString("utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
    expect(style).toContain(".sr-only{");
    const blocking = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
      .map(([link]) => link)
      .filter((link) => !head.includes(`<noscript>${link}`));
    expect(blocking.length).toBeGreaterThan(0);
    // The landing page's inline CSS covers its first screen only: the rest applies at load.
    for (const link of blocking) expect(link).toContain('media="print" data-deferred-style="load"');
    expect(head).toContain('querySelectorAll("link[data-deferred-style=load]")');
    // Without JavaScript the full stylesheet still applies.
    expect(head).toMatch(
      /<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"\/><\/noscript>/,
    );
  });

  it("leaves the full stylesheet to the app on a page its inline CSS styles whole", async () => {
    const html = (await rawGet("/legal/privacy")).body.toString("utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      /<link rel="stylesheet" href="\/assets\/[^"]+\.css" media="print" data-deferred-style="app"\/>/,
    );
    // Nothing applies it at load: the client entry does, before it hydrates.
    expect(head).not.toContain('data-deferred-style="load"');
    expect(html).not.toContain("link[data-deferred-style");
    expect(head).toMatch(
      /<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"\/><\/noscript>/,
    );
  });

  it("leaves it to the visitor on a tool that runs as it loads, inlining what its app renders", async () => {
    // Prerendered (the IP check) and rendered per request (the web proxy) alike.
    for (const path of ["/tools/ip-checker", "/tools/web-proxy"]) {
      const html = (await rawGet(path)).body.toString("utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toMatch(
        /<link\b[^>]* rel="stylesheet" href="\/assets\/[^"]+\.css" media="print" data-deferred-style="intent"\/>/,
      );
      expect(html).not.toContain("link[data-deferred-style");
    }
    // A class only the IP check's result uses (its values wrap anywhere): not in the page's
    // HTML, yet styled inline.
    const html = (await rawGet("/tools/ip-checker")).body.toString("utf8");
    const body = html.slice(html.indexOf("<body"));
    expect(body).not.toMatch(/class="[^"]*\bbreak-words\b/);
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]).toContain(".break-words{");
  });
});

describe("scroll restoration at parse time", () => {
  const reactRouterScript = '("react-router-scroll-positions", null)';

  it("is ours on a page whose app starts later: nothing done on a fresh history entry", async () => {
    for (const path of ["/legal/privacy", "/tools/ip-checker"]) {
      const html = (await rawGet(path)).body.toString("utf8");
      expect(inlineScripts(html)).toContain(scrollRestorationScript);
      expect(html).not.toContain(reactRouterScript);
    }
  });

  it("is React Router's on a page that hydrates with itself (the admin's login)", async () => {
    const response = await fetch(new URL("/admin/login", server.url));
    const html = await response.text();
    expect(html).toContain(reactRouterScript);
    expect(html).not.toContain(scrollRestorationScript);
  });
});

describe("built assets", () => {
  it("are sent precompressed by negotiation with immutable caching", async () => {
    // The page names its modules in the script that loads them later (decision 022).
    const html = (await rawGet("/tools/password-generator")).body.toString("utf8");
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    const js = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1] ?? "";
    expect(js).not.toBe("");
    for (const path of [css, js]) {
      const plain = await rawGet(path);
      const br = await rawGet(path, { "accept-encoding": "gzip, br" });
      expect(br.status).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(
        path.endsWith(".css") ? /^text\/css/ : /javascript/,
      );
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    }
  });

  /** The framework module's path, as a page names it. */
  async function frameworkPath() {
    const html = (await rawGet("/tools/password-generator")).body.toString("utf8");
    return /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1] ?? "";
  }

  it("refuses an unsatisfiable range or a failed precondition as an error, not as the file", async () => {
    const js = await frameworkPath();
    for (const [headers, status] of [
      [{ "accept-encoding": "br", range: "bytes=99999999-" }, 416],
      [{ "accept-encoding": "br", "if-match": '"nope"' }, 412],
      [{ range: "bytes=99999999-" }, 416],
    ] as const) {
      const response = await rawGet(js, headers);
      expect(response.status, JSON.stringify(headers)).toBe(status);
      // Not "Content-Encoding: br" over a plain JSON body, nor cached as the file for a year.
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(response.body.toString("utf8")).message).toBeTruthy();
    }
  });

  it("sends a client that takes neither brotli nor gzip the file as it is, never compressed per request", async () => {
    const js = await frameworkPath();
    for (const path of ["/pricing", js]) {
      const plain = await rawGet(path);
      const deflateOnly = await rawGet(path, { "accept-encoding": "deflate" });
      expect(deflateOnly.headers["content-encoding"], path).toBeUndefined();
      expect(deflateOnly.headers.etag).toBe(plain.headers.etag);
      expect(deflateOnly.headers["content-length"]).toBe(String(plain.body.length));
      expect(deflateOnly.body.equals(plain.body)).toBe(true);
    }
    // A range is counted in the bytes sent.
    const part = await rawGet(js, { "accept-encoding": "deflate", range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.body.equals((await rawGet(js)).body.subarray(0, 100))).toBe(true);
  });

  it("answer a file this build does not have with a short 404, never the site's 404 page", async () => {
    // A chunk of the build before a deploy, a compressed copy asked for by name, a file name
    // with a slash, a dot or a parameter after it: each a module or stylesheet the browser
    // cannot use, answered without rendering a page (13 ms of the server's thread each).
    const js = await frameworkPath();
    for (const path of [
      "/assets/framework-Gone1234.js",
      "/assets/app-Gone1234.css",
      `${js}.br`,
      `${js}.gz`,
      `${js}/`,
      `${js}.`,
      `${js};v=1`,
      "/assets/",
      // A blog post's cover image that was never generated, say.
      "/images/blog/never-made.webp",
    ]) {
      const response = await rawGet(path, { "accept-encoding": "br" });
      expect(response.status, path).toBe(404);
      expect(response.headers["content-type"], path).toMatch(/^application\/json/);
      expect(response.headers["cache-control"], path).toBe("no-store");
      expect(JSON.parse(response.body.toString("utf8")), path).toEqual({ message: "Not found" });
    }
  });

  it("keep no page under the folders that hold files only", async () => {
    const build = (await import(/* @vite-ignore */ paths.serverBuild)) as ServerBuild;
    const fullPath = (id: string | undefined): string => {
      const route = id === undefined ? undefined : build.routes[id];
      if (!route) return "";
      const parent = fullPath(route.parentId);
      return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
    };
    const pagePaths = Object.keys(build.routes).map(fullPath);
    expect(pagePaths).toContain("/tools/ip-checker");
    for (const folder of FILE_ONLY_FOLDERS) {
      expect(
        pagePaths.filter((path) => `${path}/`.startsWith(folder)),
        folder,
      ).toEqual([]);
    }
  });

  it("does not serve files outside the build through the precompressed lookup", async () => {
    const response = await rawGet("/assets/..%2f..%2fpackage.json", { "accept-encoding": "br" });
    expect(response.status).toBe(404);
  });
});

describe("a picky client at the static edge", () => {
  /** The framework module's path, as a page names it. */
  async function modulePath() {
    const html = (await rawGet("/tools/password-generator")).body.toString("utf8");
    return /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1] ?? "";
  }

  it("gets no file outside build/client, and no build file by another spelling", async () => {
    const js = await modulePath();
    const name = js.slice("/assets/".length);
    for (const path of [
      "/assets/%2e%2e/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
      "/assets/%252e%252e/%252e%252e/package.json",
      "/assets/..\\..\\package.json",
      "/../server-app/index.js",
      "/assets/../../server-app/index.js",
      "/assets/%2e%2e/%2e%2e/server-app/index.js.map",
      `//assets//${name}`,
      `/ASSETS/${name}`,
      `/assets\\${name}`,
      `${js}%00`,
      `/assets/%ff${name}`,
      `/assets/${"a".repeat(8_000)}.js`,
    ]) {
      const response = await rawRequest(server.url, {
        path,
        headers: { "accept-encoding": "br" },
      });
      expect(response.status, path.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status, path.slice(0, 80)).toBeLessThan(500);
      expect(response.headers["cache-control"], path.slice(0, 80)).not.toMatch(/immutable/);
      expect(response.body).not.toContain('"name": "umbra-vpn-web"');
      expect(response.body).not.toContain("sourceMappingURL");
    }
  });

  it("gets the encoding its q-values ask for, each with its own validator and Vary", async () => {
    const js = await modulePath();
    for (const [acceptEncoding, expected] of [
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.4", "gzip"],
      ["*", "br"],
      ["identity;q=0", undefined],
      ["br;q=nope, gzip;q=2", undefined],
      [`${"x;q=0.5, ".repeat(1_000)}gzip`, "gzip"],
    ] as const) {
      for (const path of [js, "/pricing", "/pricing.data"]) {
        const response = await rawGet(path, { "accept-encoding": acceptEncoding });
        const label = `${path} ${acceptEncoding.slice(0, 40)}`;
        expect(response.status, label).toBe(200);
        expect(response.headers["content-encoding"], label).toBe(expected);
        expect(response.headers.vary, label).toMatch(/Accept-Encoding/i);
      }
    }
    for (const path of [js, "/pricing"]) {
      const tags = await Promise.all(
        ["br", "gzip", "identity"].map(
          async (encoding) => (await rawGet(path, { "accept-encoding": encoding })).headers.etag,
        ),
      );
      expect(new Set(tags).size, path).toBe(3);
    }
  });

  it("revalidates with lists, weak tags and *, and ignores a date that is not one", async () => {
    const page = await rawGet("/faq", { "accept-encoding": "br" });
    const tag = String(page.headers.etag);
    for (const ifNoneMatch of [`"other", W/${tag}`, "*", `"a",${tag}`]) {
      const response = await rawGet("/faq", {
        "accept-encoding": "br",
        "if-none-match": ifNoneMatch,
      });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.body.length).toBe(0);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    }
    const js = await modulePath();
    for (const path of ["/faq", js]) {
      const garbage = await rawGet(path, { "if-modified-since": "yesterday, probably" });
      expect(garbage.status, path).toBe(200);
    }
  });

  it("gets a 304 only for the tag of the encoding it would be sent, by weak comparison", async () => {
    const js = await modulePath();
    for (const path of ["/faq", js]) {
      const tagOf = async (acceptEncoding: string) =>
        String((await rawGet(path, { "accept-encoding": acceptEncoding })).headers.etag);
      const brTag = await tagOf("br");
      const gzipTag = await tagOf("gzip");
      const identityTag = await tagOf("identity");
      const br = await rawGet(path, { "accept-encoding": "br" });
      // A client (or a cache listing every copy it holds) naming other encodings' tags does not
      // hold the brotli bytes: a 304 would have it keep, or serve, what it never got.
      for (const ifNoneMatch of [identityTag, gzipTag, `${identityTag}, ${gzipTag}`]) {
        const response = await rawGet(path, {
          "accept-encoding": "gzip, br",
          "if-none-match": ifNoneMatch,
        });
        const label = `${path} ${ifNoneMatch}`;
        expect(response.status, label).toBe(200);
        expect(response.headers["content-encoding"], label).toBe("br");
        expect(response.headers.etag, label).toBe(brTag);
        expect(response.body.equals(br.body), label).toBe(true);
      }
      for (const ifNoneMatch of [
        brTag,
        `W/${brTag.replace(/^W\//, "")}`,
        `${identityTag},${brTag}`,
        ` ${gzipTag} ,  ${brTag} `,
        "*",
      ]) {
        const response = await rawGet(path, {
          "accept-encoding": "gzip, br",
          "if-none-match": ifNoneMatch,
        });
        expect(response.status, `${path} ${ifNoneMatch}`).toBe(304);
        expect(response.body.length).toBe(0);
        expect(response.headers.etag).toBe(brTag);
      }
    }
  });

  it("is refused with 412 when If-Match names another version of a page, as of a file", async () => {
    const page = await rawGet("/faq", { "accept-encoding": "br" });
    const tag = String(page.headers.etag);
    const identityTag = String((await rawGet("/faq")).headers.etag);
    // Strong comparison: a weak tag, or the tag of another encoding, is another version.
    for (const ifMatch of ['"not-this-one"', `W/${tag}`, identityTag]) {
      const response = await rawGet("/faq", { "accept-encoding": "br", "if-match": ifMatch });
      expect(response.status, ifMatch).toBe(412);
      expect(response.headers["content-encoding"], ifMatch).toBeUndefined();
      expect(response.headers["content-type"], ifMatch).toMatch(/^application\/json/);
      expect(response.headers["cache-control"], ifMatch).toBe("no-store");
    }
    for (const ifMatch of [tag, `"other", ${tag}`, "*"]) {
      const response = await rawGet("/faq", { "accept-encoding": "br", "if-match": ifMatch });
      expect(response.status, ifMatch).toBe(200);
      expect(response.body.equals(page.body)).toBe(true);
    }
  });

  it("gets ranges of the bytes sent, or the whole file when it asks for several", async () => {
    const js = await modulePath();
    const plain = await rawGet(js);
    const br = await rawGet(js, { "accept-encoding": "br" });
    const suffix = await rawGet(js, { range: "bytes=-10" });
    expect(suffix.status).toBe(206);
    expect(suffix.body.equals(plain.body.subarray(-10))).toBe(true);
    // A range of the compressed copy is counted in the compressed bytes, and says so.
    const part = await rawGet(js, { "accept-encoding": "br", range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBe("br");
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${br.body.length}`);
    expect(part.body.equals(br.body.subarray(0, 10))).toBe(true);
    const several = await rawGet(js, { range: "bytes=0-9,20-29" });
    expect(several.status).toBe(200);
    expect(several.body.equals(plain.body)).toBe(true);
    // An If-Range naming another version: the whole file.
    const stale = await rawGet(js, { range: "bytes=0-9", "if-range": '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(plain.body.length);
    // A page is sent whole: it is small, and precompressed per encoding.
    const page = await rawGet("/faq", { range: "bytes=0-9" });
    expect(page.status).toBe(200);
  });

  it("gets the whole file for a range under If-Range, which no validator of a build file satisfies", async () => {
    // RFC 9110 §13.1.5: If-Range holds only for a strong validator of the bytes the range is
    // counted in. A file's ETag is weak (size and time), and its date is shared by the brotli,
    // gzip and plain copies, so neither says which bytes a client holds part of.
    const js = await modulePath();
    for (const acceptEncoding of ["br", "identity"]) {
      const whole = await rawGet(js, { "accept-encoding": acceptEncoding });
      const tag = String(whole.headers.etag);
      const date = String(whole.headers["last-modified"]);
      for (const ifRange of [
        tag,
        tag.replace(/^W\//, ""),
        `"x" ${tag}`,
        date,
        new Date(Date.parse(date) + 86_400_000).toUTCString(),
        "garbage",
      ]) {
        const label = `${acceptEncoding} ${ifRange}`;
        const response = await rawGet(js, {
          "accept-encoding": acceptEncoding,
          range: "bytes=0-9",
          "if-range": ifRange,
        });
        expect(response.status, label).toBe(200);
        expect(response.headers["content-range"], label).toBeUndefined();
        expect(response.headers["content-length"], label).toBe(String(whole.body.length));
        expect(response.body.equals(whole.body), label).toBe(true);
      }
    }
    // A page is sent whole whatever the range or its condition.
    const page = await rawGet("/faq", { "accept-encoding": "br" });
    for (const ifRange of [
      String(page.headers.etag),
      `W/${String(page.headers.etag)}`,
      "garbage",
    ]) {
      const response = await rawGet("/faq", {
        "accept-encoding": "br",
        range: "bytes=0-9",
        "if-range": ifRange,
      });
      expect(response.status, ifRange).toBe(200);
      expect(response.body.equals(page.body), ifRange).toBe(true);
    }
  });

  it("gets, for any ranges, conditions and encodings, an answer of the length it says, as HEAD says it", async () => {
    const js = await modulePath();
    const many = Array.from({ length: 1_000 }, (_, i) => `${i * 2}-${i * 2}`).join(",");
    const overlapping = Array.from({ length: 1_000 }, () => "0-99").join(",");
    const cases: Record<string, string>[] = [
      { range: `bytes=${many}` },
      { range: `bytes=${overlapping}` },
      { range: "bytes=0-99999999999999999999" },
      { range: "bytes=99999999999999999999-" },
      { range: "bytes=-0" },
      { range: "bytes=5-1" },
      { range: "bytes=0x10-0x20" },
      { range: "items=0-9" },
      { range: "bytes=0-9", "if-range": "garbage" },
      { "accept-encoding": "br;q=0, gzip;q=0, identity;q=0" },
      { "accept-encoding": "*;q=0" },
      { "if-none-match": `${'"x", '.repeat(1_000)}*` },
      { "if-match": "*", "if-none-match": '"x"' },
    ];
    for (const path of [js, "/faq", "/faq.data", "/favicon.svg"]) {
      for (const extra of cases) {
        const headers = { "accept-encoding": "br", ...extra };
        const label = `${path} ${JSON.stringify(extra).slice(0, 60)}`;
        const get = await rawGet(path, headers);
        const head = await rawRequest(server.url, { method: "HEAD", path, headers });
        expect(get.status, label).toBeLessThan(500);
        expect(head.status, label).toBe(get.status);
        expect(head.body, label).toBe("");
        if (get.headers["content-length"] !== undefined) {
          expect(Number(get.headers["content-length"]), label).toBe(get.body.length);
        }
        for (const name of ["content-length", "content-encoding", "content-range", "etag"]) {
          expect(head.headers[name], `${label} ${name}`).toEqual(get.headers[name]);
        }
      }
    }
  });

  it("gets from HEAD the headers of GET and no body; other methods are refused", async () => {
    const js = await modulePath();
    const headers = { "accept-encoding": "br" };
    for (const path of [js, "/faq", "/faq.data"]) {
      const get = await rawRequest(server.url, { path, headers });
      const head = await rawRequest(server.url, { method: "HEAD", path, headers });
      expect(head.status, path).toBe(200);
      expect(head.body, path).toBe("");
      for (const name of ["content-type", "content-encoding", "content-length", "etag", "vary"]) {
        expect(head.headers[name], `${path} ${name}`).toEqual(get.headers[name]);
      }
      for (const method of ["OPTIONS", "POST", "PUT", "DELETE"]) {
        const refused = await rawRequest(server.url, { method, path });
        expect(refused.status, `${method} ${path}`).toBe(405);
        expect(refused.headers.allow).toBe("GET, HEAD");
      }
    }
  });
});

describe("pages rendered per request", () => {
  it("allow every inline script by the response's fresh nonce, or by its hash", async () => {
    const response = await rawGet("/blog");
    const csp = String(response.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = response.body.toString("utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map(([, attributes = "", text = ""]) => ({ attributes, text }))
      .filter(({ attributes }) => !attributes.includes('type="application/ld+json"'));
    // The theme, page-view (issue 18), intent and React Router's scripts at least.
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const { attributes, text } of scripts) {
      const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      const allowed = attributes.includes(` nonce="${nonce}"`) || csp.includes(hash);
      expect(allowed, text.slice(0, 60)).toBe(true);
    }
    // The page-view script runs before hydration, under the same nonce. A base64 nonce may
    // hold "+" or "/": escaped, it matches only itself.
    const escaped = nonce!.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    expect(html).toMatch(
      new RegExp(`<script nonce="${escaped}"[^>]*>\\(function\\(\\)\\{var n=navigator`),
    );
  });

  it("are never kept by a shared cache: their nonce is the response's own", async () => {
    // A CDN or Varnish gives an answer without Cache-Control a default lifetime: every
    // visitor would get the same nonce, and a post's 404 would outlive its publication.
    for (const path of ["/blog", "/blog/no-such-post", "/no-such-page", "/tools"]) {
      const response = await rawGet(path);
      expect(String(response.headers["content-security-policy"]), path).toContain("'nonce-");
      expect(response.headers["cache-control"], path).toBe("private, no-cache");
    }
    // Their loader data is revalidated before any cache uses it.
    for (const path of ["/blog.data", "/blog/no-such-post.data"]) {
      expect((await rawGet(path)).headers["cache-control"], path).toBe("no-cache");
    }
    // What a route says itself stands: admin pages are never stored, feeds are cached.
    expect((await rawGet("/admin/login")).headers["cache-control"]).toBe("no-store");
    expect((await rawGet("/admin/login.data")).headers["cache-control"]).toBe("no-store");
    expect((await rawGet("/sitemap.xml")).headers["cache-control"]).toBe("public, max-age=3600");
  });
});
