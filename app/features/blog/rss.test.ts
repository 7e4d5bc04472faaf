import { describe, expect, it } from "vitest";
import { FEED_ITEMS, renderRss } from "./rss";

const channel = {
  origin: "https://umbravpn.example",
  title: "The Umbra Blog",
  description: "Guides & news",
  feedPath: "/blog/rss.xml",
  listPath: "/blog",
};

const author = { name: "Maya <Lin>", avatar: "/a.webp", role: "r", credentials: [] };

describe("renderRss", () => {
  it("writes an RSS 2.0 channel with an atom:self link and escaped text", () => {
    const xml = renderRss(channel, [
      {
        title: 'DNS & "WebRTC" <leaks>',
        slug: "dns-leaks",
        excerpt: "Check it's tunnelled & safe",
        category: "Tips & Tricks",
        publishedAt: "2025-03-21T09:00:00.000Z",
        author,
      },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(
      '<atom:link href="https://umbravpn.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<description>Guides &amp; news</description>");
    expect(xml).toContain("<link>https://umbravpn.example/blog</link>");
    expect(xml).toContain("<title>DNS &amp; &quot;WebRTC&quot; &lt;leaks&gt;</title>");
    expect(xml).toContain(
      '<guid isPermaLink="true">https://umbravpn.example/blog/dns-leaks</guid>',
    );
    expect(xml).toContain("<description>Check it&apos;s tunnelled &amp; safe</description>");
    expect(xml).toContain("<category>Tips &amp; Tricks</category>");
    expect(xml).toContain("<dc:creator>Maya &lt;Lin&gt;</dc:creator>");
    expect(xml).toContain("<pubDate>Fri, 21 Mar 2025 09:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Fri, 21 Mar 2025 09:00:00 GMT</lastBuildDate>");
    // Nothing unescaped slipped through: every "&" starts an entity.
    expect(xml.match(/&(?!amp;|lt;|gt;|quot;|apos;)/g)).toBeNull();
  });

  it("holds the newest FEED_ITEMS articles, however many the blog has", () => {
    const items = Array.from({ length: FEED_ITEMS + 20 }, (_, index) => ({
      title: `Article ${index}`,
      slug: `article-${index}`,
      excerpt: "An excerpt",
      category: "Privacy" as const,
      publishedAt: new Date(Date.UTC(2026, 0, 1) - index * 86_400_000).toISOString(),
      author,
    }));
    const xml = renderRss(channel, items);
    expect(xml.split("<item>").length - 1).toBe(FEED_ITEMS);
    expect(xml).toContain("/blog/article-0<");
    expect(xml).toContain(`/blog/article-${FEED_ITEMS - 1}<`);
    expect(xml).not.toContain(`/blog/article-${FEED_ITEMS}<`);
  });

  it("is a valid empty channel without items", () => {
    const xml = renderRss(channel, []);
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
    expect(xml).toContain("</channel>\n</rss>");
  });
});
