import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalServer, listen } from "../support/local-server";
import { loopbackTestPolicy } from "../support/proxy-test-network";
import { startTestServer, type TestServer } from "./test-server";

/**
 * How much a hostile page may make the proxy write: a few KB of gzip unpacking to frames
 * whose srcdoc is nothing but "&" (each written "&amp;amp;"), or a stylesheet of short
 * url()s under a long address. The page limit is lowered to 1 MB for the test, so the
 * growth limit (five times it) is 5 M characters.
 */
const MAX_PAGE_BYTES = 1_000_000;
const SRCDOC_PAGE = gzipSync(`<iframe srcdoc="${"&".repeat(60_000)}"></iframe>`.repeat(16));
const LONG_PATH = `/${"a".repeat(3_000)}/`;
const CSS_OF_URLS = `a{background:url(b)}`.repeat(10_000);

/** Reads the whole answer, or as much as arrives before the proxy cuts it off. */
async function readAll(response: Response): Promise<{ bytes: number; complete: boolean }> {
  let bytes = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
    }
    return { bytes, complete: true };
  } catch {
    return { bytes, complete: false };
  }
}

describe("the web proxy's rewritten output, bounded", () => {
  let server: TestServer;
  let target: LocalServer;

  beforeAll(async () => {
    target = await listen((req, res) => {
      if (req.url === "/srcdoc.html") {
        return res
          .writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" })
          .end(SRCDOC_PAGE);
      }
      if (req.url?.endsWith("/urls.css")) {
        return res.writeHead(200, { "Content-Type": "text/css" }).end(CSS_OF_URLS);
      }
      res.writeHead(200, { "Content-Type": "text/html" }).end("<p>ok</p>");
    });
    server = await startTestServer(
      { PROXY_ALLOWED_PORTS: String(target.port), PROXY_RATE_LIMIT: "1000" },
      { tools: { proxy: { policy: loopbackTestPolicy, limits: { maxBytes: MAX_PAGE_BYTES } } } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await target?.close();
  });

  const proxyPath = (path: string) =>
    `/api/proxy?url=${encodeURIComponent(`${target.origin}${path}`)}&proxyId=auto`;

  it("cuts off a page of srcdoc ampersands once it has grown to five times the page limit", async () => {
    expect(SRCDOC_PAGE.length).toBeLessThan(20_000);
    const response = await server.fetch(proxyPath("/srcdoc.html"), {
      headers: { "Accept-Encoding": "identity" },
    });
    // The page streams, so the refusal comes after the status line: the answer is cut off
    // (decision 017), never completed. It grew nine-fold, to 8.6 MB, before.
    expect(response.status).toBe(200);
    const { bytes, complete } = await readAll(response);
    expect(complete).toBe(false);
    expect(bytes).toBeLessThanOrEqual(5 * MAX_PAGE_BYTES);
  });

  it("refuses a stylesheet of short url()s under a long address before sending anything", async () => {
    const response = await server.fetch(proxyPath(`${LONG_PATH}urls.css`), {
      headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "style" },
    });
    expect(response.status).toBe(502);
    expect(response.headers.get("content-security-policy")).toMatch(/^sandbox allow-/);
    expect(await response.json()).toEqual({
      message: "The rewritten page would be larger than 5 MB, the proxy's limit.",
    });
  });
});
