/**
 * The blog's lists (the /blog page, its feed, the sitemap, an article's related list) read
 * published posts as cards: each body is counted once per revision, not on every list.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { contentItems } from "~/db/schema";
import { type TestDatabase, createTestDatabase } from "../../../tests/support/test-database";
import { toSummary } from "./blog-article";
import { findArticlePage, publishedSummaries } from "./blog-source.server";

let database: TestDatabase;
const t0 = new Date("2026-03-01T08:00:00Z");
const words = (count: number) => `<p>${Array.from({ length: count }, () => "word").join(" ")}</p>`;

async function publish(slug: string, content: string, publishedAt: Date) {
  const [row] = await database.db
    .insert(contentItems)
    .values({
      title: `Post ${slug}`,
      slug,
      type: "blog",
      articleType: "how-to",
      topic: "privacy",
      excerpt: "An excerpt.",
      content,
      published: true,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase(inject("pgliteTemplateDir"));
});

afterAll(async () => {
  await database?.dispose();
});

beforeEach(async () => {
  await database.db.delete(contentItems);
});

describe("publishedSummaries", () => {
  it("lists published posts newest first, as the cards their own pages would make", async () => {
    await publish("older", `${words(450)}<script>never counted words here</script>`, t0);
    await publish("newer", words(1_200), new Date(t0.getTime() + 60_000));

    const summaries = await publishedSummaries(database.db);
    expect(summaries.map((card) => [card.slug, card.wordCount, card.readingTime])).toEqual([
      ["newer", "1,200 words", "6 min read"],
      ["older", "450 words", "2 min read"],
    ]);
    for (const card of summaries) {
      const page = await findArticlePage(card.slug, () => database.db);
      expect(card).toEqual(toSummary(page!.article));
    }
  });

  it("counts a body once per revision: an edit is counted again, an unchanged post is not read", async () => {
    const post = await publish("edited", words(300), t0);
    expect((await publishedSummaries(database.db))[0]!.wordCount).toBe("300 words");

    // The body changes under the same revision: the list keeps the count it made.
    await database.db
      .update(contentItems)
      .set({ content: words(900) })
      .where(eq(contentItems.id, post.id));
    expect((await publishedSummaries(database.db))[0]!.wordCount).toBe("300 words");

    // A real edit advances the revision, and the list counts the body again, even one made
    // in the same millisecond as the last (updatedAt unchanged).
    await database.db
      .update(contentItems)
      .set({ revision: post.revision + 1 })
      .where(eq(contentItems.id, post.id));
    expect((await publishedSummaries(database.db))[0]!.wordCount).toBe("900 words");
  });

  it("gives lists asked for together the same counts (they wait for one count)", async () => {
    for (let index = 0; index < 5; index++) {
      await publish(`post-${index}`, words(100 + index), new Date(t0.getTime() + index * 1_000));
    }
    const lists = await Promise.all([1, 2, 3].map(() => publishedSummaries(database.db)));
    for (const list of lists) {
      expect(list.map((card) => card.wordCount)).toEqual([
        "104 words",
        "103 words",
        "102 words",
        "101 words",
        "100 words",
      ]);
    }
  });
});

describe("findArticlePage", () => {
  it("shows a stored body sanitised, whatever wrote it, and an edited body as it now is", async () => {
    const post = await publish(
      "raw",
      '<h2 onclick="steal()">Setup</h2><script>alert(1)</script><p>Connect first.</p>',
      t0,
    );
    const first = (await findArticlePage("raw", () => database.db))!.article;
    expect(first.content).toBe('<h2 id="setup">Setup</h2><p>Connect first.</p>');
    expect(first.headings).toEqual([{ id: "setup", text: "Setup", level: 2 }]);
    // Viewed again: the same reading, remembered.
    expect((await findArticlePage("raw", () => database.db))!.article).toEqual(first);

    await database.db
      .update(contentItems)
      .set({ content: "<h2>Then</h2><p>Check for leaks.</p><img src=x onerror=alert(2)>" })
      .where(eq(contentItems.id, post.id));
    const edited = (await findArticlePage("raw", () => database.db))!.article;
    expect(edited.content).toBe('<h2 id="then">Then</h2><p>Check for leaks.</p><img src="x" />');
    expect(edited.headings.map((heading) => heading.id)).toEqual(["then"]);
  });
});
