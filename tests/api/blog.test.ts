import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "~/db/schema";
import { embeddedArticles } from "~/features/blog/embedded-articles";
import { startTestServer, type TestServer } from "./test-server";

/**
 * Published blog posts written to content_items (as the admin generator does) join the
 * embedded articles everywhere: the list, their own page, the RSS feed and the sitemap.
 */
let server: TestServer;

const now = new Date("2030-02-03T10:00:00Z");
const published = {
  title: "Five Router Settings That Stop Snoopers",
  slug: "five-router-settings",
  type: "blog",
  articleType: "list",
  topic: "home router privacy",
  excerpt: "Small changes to your home router that keep your traffic & devices private.",
  content:
    "<h2>Update the firmware</h2><p>Routers need patches too.</p><script>alert(1)</script>" +
    '<h3>Turn off WPS</h3><p onclick="steal()">Push-button pairing is easy to abuse.</p>',
  published: true,
  publishedAt: now,
  createdAt: now,
  updatedAt: now,
};

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(contentItems).values([
    published,
    // Neither a draft nor a page may appear on the blog.
    {
      ...published,
      slug: "draft-post",
      title: "Unfinished draft",
      published: false,
      publishedAt: null,
    },
    { ...published, slug: "a-page", title: "A landing page", type: "page", articleType: null },
  ]);
});

afterAll(async () => {
  await server?.close();
});

async function text(path: string) {
  const response = await server.fetch(path);
  return { status: response.status, body: await response.text(), response };
}

describe("a published database post", () => {
  it("leads the list (newest first) with the embedded articles after it; drafts and pages stay out", async () => {
    const { status, body } = await text("/blog");
    expect(status).toBe(200);
    const order = [published.slug, ...[...embeddedArticles].reverse().map((a) => a.slug)].map(
      (slug) => body.indexOf(`href="/blog/${slug}"`),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).toContain(published.title);
    expect(body).toContain("Tips &amp; Tricks");
    expect(body).toContain("List Article");
    expect(body).not.toContain("Unfinished draft");
    expect(body).not.toContain("A landing page");
    expect(body).toContain("4 articles");
  });

  it("has its own page, rendered from sanitised HTML with a table of contents and SEO tags", async () => {
    const { status, body } = await text(`/blog/${published.slug}`);
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Five Router Settings That Stop Snoopers<\/h1>/);
    expect(body).toContain('<h2 id="update-the-firmware">Update the firmware</h2>');
    expect(body).toContain('href="#turn-off-wps"');
    expect(body).not.toContain("alert(1)");
    expect(body).not.toContain("steal()");
    // The body is in the page once, as markup: not again in the hydration data (issue 18).
    expect(body.split("Routers need patches too.").length - 1).toBe(1);
    expect(body).toContain("Umbra Editorial Team");
    expect(body).toContain('src="/images/avatars/default.webp"');
    expect(body).toMatch(/<link rel="canonical" href="http[^"]+\/blog\/five-router-settings"\/>/);
    expect(body).toContain('<meta property="og:type" content="article"/>');
    expect(body).toContain(
      `<meta property="article:published_time" content="${now.toISOString()}"/>`,
    );
    expect(body).toContain('"@type":"BlogPosting"');
  });

  it("is the newest item of the RSS feed", async () => {
    const { status, body, response } = await text("/blog/rss.xml");
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const items = body.split("<item>").slice(1);
    expect(items).toHaveLength(4);
    expect(items[0]).toContain(`<title>${published.title}</title>`);
    expect(items[0]).toContain(
      "<description>Small changes to your home router that keep your traffic &amp; devices private.</description>",
    );
    expect(items[0]).toContain("<pubDate>Sun, 03 Feb 2030 10:00:00 GMT</pubDate>");
    expect(body).not.toContain("draft-post");
  });

  it("is in the sitemap with its last modification date, beside the embedded articles", async () => {
    const { status, body } = await text("/sitemap.xml");
    expect(status).toBe(200);
    expect(body).toMatch(/\/blog\/five-router-settings<\/loc><lastmod>2030-02-03<\/lastmod>/);
    for (const article of embeddedArticles) expect(body).toContain(`/blog/${article.slug}</loc>`);
    expect(body).not.toContain("draft-post");
    // A published page is listed at its own address, never as a blog post.
    expect(body).toContain("/pages/a-page</loc>");
    expect(body).not.toContain("/blog/a-page");
  });
});

describe("unknown and unpublished slugs", () => {
  it.each(["no-such-post", "draft-post", "a-page"])(
    "/blog/%s is the not-found screen with 404",
    async (slug) => {
      const { status, body } = await text(`/blog/${slug}`);
      expect(status).toBe(404);
      expect(body).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
      expect(body).toContain('<meta name="robots" content="noindex"/>');
    },
  );
});
