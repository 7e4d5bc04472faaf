import { describe, expect, it } from "vitest";
import type { FetchedPage } from "./fetch-page.server";
import { parseMediaType, proxiedKind } from "./media-type";
import { type ProxyBody, proxyAnswer, sendProxyBody } from "./proxy-response.server";

function fetched(headers: FetchedPage["headers"], body: Buffer): FetchedPage {
  return {
    url: new URL("https://site.example/page"),
    status: 200,
    headers,
    body,
    timing: { startedAt: 0, headersAt: 1, endedAt: 2 },
  };
}

const view = { proxyId: "auto", blockScripts: false, frameAncestors: ["https://umbra.example"] };

async function bodyText(body: ProxyBody, blockScripts = false): Promise<string> {
  const out: string[] = [];
  await sendProxyBody(
    body,
    { ...view, blockScripts },
    async (chunk) => void out.push(chunk.toString()),
    () => false,
  );
  return out.join("");
}

describe("proxyAnswer", () => {
  it("keeps only harmless upstream headers and adds the sandbox, nosniff, noindex and frame-ancestors", () => {
    const answer = proxyAnswer(
      fetched(
        {
          "content-type": "image/png",
          "content-language": "de",
          "set-cookie": ["a=1"],
          "content-security-policy": "default-src *",
          "strict-transport-security": "max-age=1",
          "x-frame-options": "DENY",
          "access-control-allow-origin": "*",
          "content-encoding": "gzip",
        },
        Buffer.from([1, 2, 3]),
      ),
      view,
    );
    expect(Object.keys(answer.headers).sort()).toEqual(
      [
        "Cache-Control",
        "Content-Security-Policy",
        "Content-Type",
        "Referrer-Policy",
        "X-Content-Type-Options",
        "X-Robots-Tag",
        "content-language",
      ].sort(),
    );
    expect(answer.headers["Content-Security-Policy"]).toMatch(
      /^sandbox allow-scripts allow-forms allow-popups allow-modals; .*frame-ancestors 'self' https:\/\/umbra\.example$/,
    );
    expect(answer.body).toEqual({ kind: "bytes", bytes: Buffer.from([1, 2, 3]) });
  });

  it("decodes a Latin-1 page and answers it in UTF-8", async () => {
    const answer = proxyAnswer(
      fetched(
        { "content-type": "text/html; charset=iso-8859-1" },
        Buffer.from("<p>Caf\xe9</p>", "latin1"),
      ),
      view,
    );
    expect(answer.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(await bodyText(answer.body)).toBe("<p>Café</p>");
  });

  it.each([
    ["html", "application/octet-stream", "attachment"],
    ["text/html;;", "text/html; charset=utf-8", undefined],
    ["application/xhtml+xml", "text/html; charset=utf-8", undefined],
    ["text/html/x", "application/octet-stream", "attachment"],
    ["application/x-msdownload", "application/octet-stream", "attachment"],
    [undefined, "application/octet-stream", "attachment"],
    // Opened as a document (no Fetch Metadata says otherwise), an SVG is rewritten as a page.
    ["image/svg+xml", "text/html; charset=utf-8", undefined],
    ["image/x-thing+xml", "application/octet-stream", "attachment"],
    ["application/javascript; charset=UTF-8", "text/javascript; charset=utf-8", undefined],
  ])("serves upstream type %s as %s", (upstream, type, disposition) => {
    const answer = proxyAnswer(
      fetched({ "content-type": upstream }, Buffer.from("<p>x</p>")),
      view,
    );
    expect(answer.headers["Content-Type"]).toBe(type);
    expect(answer.headers["Content-Disposition"]).toBe(disposition);
  });

  it("sends scripts and stylesheets as text/plain unless a sandboxed page asked", () => {
    for (const type of ["text/css", "text/javascript"]) {
      const page = fetched({ "content-type": type }, Buffer.from("x"));
      expect(proxyAnswer(page, view, false).headers["Content-Type"]).toBe(
        "text/plain; charset=utf-8",
      );
      expect(proxyAnswer(page, view, true).headers["Content-Type"]).not.toMatch(/^text\/plain/);
    }
  });

  it("serves an SVG as an image only to an image load; as a document its links go through the proxy", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><a href="https://evil.example/direct"><rect width="100%" height="100%"/></a></svg>`;
    const page = fetched({ "content-type": "image/svg+xml" }, Buffer.from(svg));
    for (const destination of ["image", "empty"]) {
      const answer = proxyAnswer(page, view, true, destination);
      expect(answer.headers["Content-Type"]).toBe("image/svg+xml");
      expect(answer.headers["Content-Security-Policy"]).toMatch(/^sandbox /);
      expect(answer.body).toEqual({ kind: "bytes", bytes: Buffer.from(svg) });
    }
    for (const destination of ["document", "iframe", "frame", "embed", "object", undefined]) {
      const answer = proxyAnswer(page, view, true, destination);
      expect(answer.headers["Content-Type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["Content-Security-Policy"]).toMatch(/^sandbox /);
      expect(await bodyText(answer.body)).toBe(
        `<svg xmlns="http://www.w3.org/2000/svg"><a href="/api/proxy?url=${encodeURIComponent("https://evil.example/direct")}&amp;proxyId=auto"><rect width="100%" height="100%"></rect></a></svg>`,
      );
    }
  });

  it("drops allow-scripts and allow-popups when the visitor blocks scripts", () => {
    const answer = proxyAnswer(fetched({ "content-type": "text/html" }, Buffer.from("")), {
      ...view,
      blockScripts: true,
    });
    expect(answer.headers["Content-Security-Policy"]).toMatch(/^sandbox allow-forms; /);
    expect(answer.headers["Content-Security-Policy"]).toContain("script-src 'none'");
  });
});

describe("parseMediaType", () => {
  it("reads the essence and charset, and refuses malformed types", () => {
    expect(parseMediaType('Text/HTML; Charset="ISO-8859-1"')).toEqual({
      essence: "text/html",
      charset: "iso-8859-1",
    });
    expect(parseMediaType("html")).toBeNull();
    expect(parseMediaType("text/ html")).toBeNull();
    expect(parseMediaType("te xt/html")).toBeNull();
    expect(proxiedKind(parseMediaType("application/pdf"))).toBe("download");
  });
});
