import { describe, expect, it } from "vitest";
import { escapeXml, renderSitemap } from "./sitemap";

describe("renderSitemap", () => {
  it("lists each path under the origin, escaped, with an optional date", () => {
    const xml = renderSitemap("https://umbra.example", [
      { path: "/" },
      { path: "/blog/a&b", lastModified: new Date("2025-03-21T10:00:00Z") },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://umbra.example/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://umbra.example/blog/a&amp;b</loc><lastmod>2025-03-21</lastmod></url>",
    );
  });

  it("leaves out a date that is not a time (a row's infinity, read as an invalid date)", () => {
    const xml = renderSitemap("https://umbra.example", [
      { path: "/pages/a", lastModified: new Date("infinity") },
    ]);
    expect(xml).toContain("<url><loc>https://umbra.example/pages/a</loc></url>");
  });
});

describe("escapeXml", () => {
  it("escapes markup and drops the characters XML 1.0 cannot hold, keeping tab and newlines", () => {
    expect(escapeXml(`a\u0001\u0008b <&> "'\t\n\r\u000B\uFFFF`)).toBe(
      "ab &lt;&amp;&gt; &quot;&apos;\t\n\r",
    );
  });
});
