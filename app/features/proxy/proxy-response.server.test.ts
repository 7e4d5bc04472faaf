import { describe, expect, it } from "vitest";
import type { FetchedPage } from "./fetch-page.server";
import { proxyAnswer } from "./proxy-response.server";

function fetched(headers: FetchedPage["headers"], body: Buffer): FetchedPage {
  return {
    url: new URL("https://site.example/page"),
    status: 200,
    headers,
    body,
    timing: { startedAt: 0, headersAt: 1, endedAt: 2 },
  };
}

describe("proxyAnswer", () => {
  it("keeps only harmless upstream headers and adds the sandbox, noindex and frame-ancestors", () => {
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
      "auto",
      ["https://umbra.example"],
    );
    expect(Object.keys(answer.headers).sort()).toEqual(
      [
        "Cache-Control",
        "Content-Security-Policy",
        "Content-Type",
        "Referrer-Policy",
        "X-Robots-Tag",
        "content-language",
      ].sort(),
    );
    expect(answer.headers["Content-Security-Policy"]).toMatch(
      /^sandbox allow-scripts allow-forms allow-popups allow-modals; .*frame-ancestors 'self' https:\/\/umbra\.example$/,
    );
    expect(answer.body).toEqual(Buffer.from([1, 2, 3]));
  });

  it("decodes a Latin-1 page and answers it in UTF-8", () => {
    const answer = proxyAnswer(
      fetched(
        { "content-type": "text/html; charset=iso-8859-1" },
        Buffer.from("<p>Caf\xe9</p>", "latin1"),
      ),
      "auto",
      [],
    );
    expect(answer.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toBe("<p>Café</p>");
  });
});
