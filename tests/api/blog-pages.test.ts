import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "~/db/schema";
import { PAGE_SIZE } from "~/features/blog/blog-filter";
import { embeddedArticles } from "~/features/blog/embedded-articles";
import { startTestServer, type TestServer } from "./test-server";

/**
 * A blog that has published for years: /blog sends one page of cards, whatever the number of
 * posts, with plain links to the newer and older pages.
 */
let server: TestServer;

const POSTS = 2 * PAGE_SIZE + 10;
const t0 = Date.parse("2030-01-01T08:00:00Z");
/** Post 0 is the newest: each is published a day before the one above it. */
const title = (index: number) => `Daily privacy note ${index}`;

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(contentItems).values(
    Array.from({ length: POSTS }, (_, index) => {
      const at = new Date(t0 - index * 86_400_000);
      return {
        title: title(index),
        slug: `daily-privacy-note-${index}`,
        type: "blog",
        articleType: "how-to",
        topic: "privacy",
        excerpt: `Note number ${index}.`,
        content: "<p>Short and to the point.</p>",
        published: true,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
});

afterAll(async () => {
  await server?.close();
});

async function listPage(search: string) {
  const response = await server.fetch(`/blog${search}`);
  const body = await response.text();
  const shown = [...body.matchAll(/<h[23][^>]*><a[^>]*href="\/blog\/daily-privacy-note-(\d+)"/g)];
  return {
    status: response.status,
    body,
    cards: body.split("<article").length - 1,
    notes: shown.map((match) => Number(match[1])),
    relLink: (rel: string) =>
      new RegExp(`<a[^>]*rel="${rel}"[^>]*href="([^"]*)"|<a[^>]*href="([^"]*)"[^>]*rel="${rel}"`)
        .exec(body)
        ?.slice(1)
        .find(Boolean)
        ?.replaceAll("&amp;", "&"),
  };
}

describe("the blog list, page by page", () => {
  const total = POSTS + embeddedArticles.length;

  it("sends the newest article and one page of the grid, and nothing of the older pages", async () => {
    const page = await listPage("");
    expect(page.status).toBe(200);
    expect(page.cards).toBe(1 + PAGE_SIZE);
    expect(page.notes).toEqual(Array.from({ length: PAGE_SIZE + 1 }, (_, index) => index));
    expect(page.body).toContain(`${total} articles`);
    expect(page.body).toContain(`Page 1 of 3`);
    expect(page.relLink("next")).toBe("/blog?page=2");
    expect(page.relLink("prev")).toBeUndefined();
    // Neither the markup nor the hydration data holds a card of page 2.
    expect(page.body).not.toContain(title(PAGE_SIZE + 1) + "<");
    expect(page.body).not.toContain(`daily-privacy-note-${PAGE_SIZE + 1}"`);
  });

  it("links each page to the next and the previous, and the last holds what is left", async () => {
    const second = await listPage("?page=2");
    expect(second.notes).toEqual(
      Array.from({ length: PAGE_SIZE }, (_, index) => PAGE_SIZE + 1 + index),
    );
    expect(second.body).toContain("Page 2 of 3");
    expect(second.relLink("prev")).toBe("/blog");
    expect(second.relLink("next")).toBe("/blog?page=3");

    const last = await listPage("?page=3");
    // The posts past two pages, then the embedded articles (published years earlier).
    expect(last.cards).toBe(total - 1 - 2 * PAGE_SIZE);
    expect(last.relLink("next")).toBeUndefined();
    expect(last.relLink("prev")).toBe("/blog?page=2");
  });

  it("gives an older page its own title and canonical address", async () => {
    const first = (await listPage("")).body;
    expect(first).toMatch(/<link rel="canonical" href="http[^"]+\/blog"\/>/);
    const second = (await listPage("?page=2")).body;
    expect(second).toContain(
      "<title>Blog: VPN Guides and Privacy News, page 2 of 3 | Umbra VPN</title>",
    );
    expect(second).toMatch(/<link rel="canonical" href="http[^"]+\/blog\?page=2"\/>/);
    // A search's older page is no page of the blog's own: it keeps /blog's address.
    const searched = (await listPage("?q=daily&page=2")).body;
    expect(searched).toContain("page 2 of");
    expect(searched).toMatch(/<link rel="canonical" href="http[^"]+\/blog"\/>/);
  });

  it("takes a page it cannot read as the first, and one past the end as the last", async () => {
    const first = (await listPage("")).notes;
    for (const search of [
      "?page=0",
      "?page=-1",
      "?page=abc",
      "?page=1e9",
      "?page=2x",
      `?page=${"9".repeat(400)}`,
    ]) {
      const page = await listPage(search);
      expect(page.status, search).toBe(200);
      expect(page.notes, search).toEqual(first);
    }
    expect((await listPage("?page=999")).body).toContain("Page 3 of 3");
  });

  it("pages a search's matches, and its page links keep the search", async () => {
    const page = await listPage("?q=daily+privacy&category=Privacy&page=2");
    expect(page.body).toContain(`${POSTS} articles`);
    expect(page.notes).toEqual(Array.from({ length: PAGE_SIZE }, (_, index) => PAGE_SIZE + index));
    expect(page.relLink("prev")).toBe("/blog?q=daily+privacy&category=Privacy");
    expect(page.relLink("next")).toBe("/blog?q=daily+privacy&category=Privacy&page=3");
  });
});
