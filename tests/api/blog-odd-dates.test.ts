import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "~/db/schema";
import { startTestServer, type TestServer } from "./test-server";

/**
 * Published rows whose times PostgreSQL holds but a JavaScript date cannot: infinity and
 * -infinity, written by a fix by hand or an import. One such row took the whole blog, its
 * feed and the sitemap to 500.
 */
let server: TestServer;
const createdAt = new Date("2026-03-04T05:06:07Z");

beforeAll(async () => {
  server = await startTestServer();
  const row = { type: "blog", articleType: "how-to", topic: "privacy", excerpt: "An excerpt." };
  await server.database.db.insert(contentItems).values([
    {
      ...row,
      title: "Published at infinity",
      slug: "published-at-infinity",
      content: "<p>Body</p>",
      published: true,
      publishedAt: sql`'infinity'::timestamptz`,
      createdAt,
      updatedAt: sql`'-infinity'::timestamptz`,
    },
    {
      ...row,
      type: "page",
      articleType: null,
      title: "A page changed at infinity",
      slug: "changed-at-infinity",
      content: "<p>Body</p>",
      published: true,
      publishedAt: createdAt,
      createdAt,
      updatedAt: sql`'infinity'::timestamptz`,
    },
  ]);
});

afterAll(async () => {
  await server?.close();
});

async function text(path: string) {
  const response = await server.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("a published row with a time of infinity", () => {
  it("is listed on the blog and in its feed, dated by its creation", async () => {
    expect(await text("/blog")).toContain("Published at infinity");
    const feed = await text("/blog/rss.xml");
    expect(feed).toContain("<title>Published at infinity</title>");
    expect(feed).toContain(`<pubDate>${createdAt.toUTCString()}</pubDate>`);
  });

  it("has its own page", async () => {
    expect(await text("/blog/published-at-infinity")).toContain(createdAt.toISOString());
  });

  it("is in the sitemap, without a last modification it does not have", async () => {
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain("/blog/published-at-infinity</loc>");
    expect(sitemap).toMatch(/\/pages\/changed-at-infinity<\/loc><\/url>/);
  });
});
