/**
 * Saving generated content on a real database: PGlite here, PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { embeddedArticleSources } from "~/copy/blog/articles";
import { contentItems } from "~/db/schema";
import { type TestDatabase, createTestDatabase } from "../../../tests/support/test-database";
import {
  contentPageQuery,
  generateContentItem,
  listContent,
  updateContent,
} from "./content-store.server";
import type { ContentGenerator } from "./generator";
import { slugify } from "./slug";

let database: TestDatabase;
const now = new Date("2026-06-01T10:00:00Z");

/** Writes the same article whatever it is asked: every item wants the same slug. */
const sameArticle: ContentGenerator = {
  name: "same",
  generate: async () => ({
    title: "Kill switch basics",
    excerpt: "An excerpt.",
    html: "<p>Body</p>",
  }),
};

const request = {
  topic: "kill switch",
  type: "page",
  articleType: null,
  tone: "professional",
  minWords: 300,
  maxWords: 600,
} as const;

beforeAll(async () => {
  database = await createTestDatabase(inject("pgliteTemplateDir"));
});

afterAll(async () => {
  await database?.dispose();
});

describe("generateContentItem", () => {
  it("saves every one of many generations of one title at once, each under its own slug", async () => {
    const generations = 12;
    const saved = await Promise.allSettled(
      Array.from({ length: generations }, () =>
        generateContentItem(database.db, sameArticle, request, now),
      ),
    );
    expect(saved.filter((result) => result.status === "rejected")).toEqual([]);
    const rows = await database.db.select({ slug: contentItems.slug }).from(contentItems);
    expect(rows.map((row) => row.slug).sort()).toEqual(
      [
        "kill-switch-basics",
        ...Array.from({ length: generations - 1 }, (_, n) => `kill-switch-basics-${n + 2}`),
      ].sort(),
    );
  });
});

describe("the addresses of the articles shipped with the site", () => {
  const shipped = embeddedArticleSources.find((a) => a.slug === "wireguard-vs-openvpn-vs-ikev2")!;
  const titled = (title: string): ContentGenerator => ({
    name: "titled",
    generate: async () => ({ title, excerpt: "An excerpt.", html: "<p>Body</p>" }),
  });

  it("gives a generated post whose title makes a shipped article's slug the next free one", async () => {
    const item = await generateContentItem(
      database.db,
      titled("WireGuard vs OpenVPN vs IKEv2"),
      { ...request, type: "blog", articleType: "review" },
      now,
      { publish: true },
    );
    expect(slugify("WireGuard vs OpenVPN vs IKEv2")).toBe(shipped.slug);
    expect(item.slug).toBe(`${shipped.slug}-2`);
  });

  it("refuses an edit that gives an item a shipped article's slug, and keeps the item as it was", async () => {
    await database.db.delete(contentItems);
    const item = await generateContentItem(database.db, titled("Travel privacy"), request, now);
    await expect(updateContent(database.db, item.id, { slug: shipped.slug }, now)).rejects.toThrow(
      `An article shipped with the site already uses the address "${shipped.slug}"`,
    );
    const [row] = await database.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row).toMatchObject({ slug: item.slug, revision: item.revision });
  });
});

/** `count` items titled "Post {i}", created `at(i)`: bodies of their own, so no preview is shared. */
async function insertPosts(count: number, at: (i: number) => Date, first = 0) {
  await database.db.insert(contentItems).values(
    Array.from({ length: count }, (_, n) => {
      const i = first + n;
      return {
        title: `Post ${i}`,
        slug: `post-${i}`,
        type: "page",
        topic: "privacy",
        excerpt: "An excerpt.",
        content: `<h2>Part ${i}</h2>${`<p>Item ${i}: <a href="https://example.com/${i}">a link</a>, <strong>bold</strong> and <em>more</em>.</p>`.repeat(10)}`,
        createdAt: at(i),
        updatedAt: at(i),
      };
    }),
  );
}

/** Every title of the list, read `limit` at a time, calling `between` after each page. */
async function readAllPages(
  limit: number,
  between: (page: number) => Promise<void> = async () => {},
) {
  const titles: string[] = [];
  let after;
  for (let page = 1; ; page++) {
    const { items, next } = await listContent(database.db, { limit, after });
    expect(items.length).toBeLessThanOrEqual(limit);
    titles.push(...items.map((item) => item.title));
    if (!next) return titles;
    after = next;
    await between(page);
  }
}

describe("listContent", () => {
  it("answers a page, newest first, and the cursor of the next while there is one", async () => {
    await database.db.delete(contentItems);
    // Five share one creation time, ordered by id; the others a second apart.
    await insertPosts(12, (i) => new Date(now.getTime() + Math.max(i - 4, 0) * 1000));
    const first = await listContent(database.db, { limit: 5 });
    expect(first.items.map((item) => item.title)).toEqual(
      [11, 10, 9, 8, 7].map((i) => `Post ${i}`),
    );
    expect(first.items[0]).not.toHaveProperty("content");
    expect(first.next).toEqual({
      createdMicros: String((now.getTime() + 3000) * 1000),
      id: first.items[4]!.id,
    });
    expect(await readAllPages(5)).toEqual(Array.from({ length: 12 }, (_, i) => `Post ${11 - i}`));
    // A last page exactly full says so: no cursor to a page of nothing.
    expect((await listContent(database.db, { limit: 12 })).next).toBeNull();
  });

  it("neither repeats nor skips an item when items are added or removed between pages", async () => {
    await database.db.delete(contentItems);
    await insertPosts(10, () => now);
    const titles = await readAllPages(3, async (page) => {
      // Generated while the admin reads: newer, and at the same moment as those listed.
      await insertPosts(1, () => new Date(now.getTime() + page * 1000), 100 + page);
      await insertPosts(1, () => now, 200 + page);
      if (page === 1) {
        // The item the cursor points at is deleted (the admin deleted the last one shown).
        await database.db.delete(contentItems).where(eq(contentItems.title, "Post 7"));
      }
    });
    const original = Array.from({ length: 10 }, (_, i) => `Post ${9 - i}`);
    expect(titles.filter((title) => original.includes(title))).toEqual(original);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keeps its place among rows written with more precision than milliseconds", async () => {
    await database.db.delete(contentItems);
    await insertPosts(4, () => now);
    // As SQL by hand or a restored backup may have them: microseconds a JavaScript date lacks.
    await database.db.execute(
      sql`update ${contentItems} set created_at = created_at + (id % 4) * interval '1 microsecond'`,
    );
    expect((await readAllPages(1)).sort()).toEqual(["Post 0", "Post 1", "Post 2", "Post 3"]);
  });

  it("lists items created at infinity and -infinity first and last, their cursors included", async () => {
    await database.db.delete(contentItems);
    await insertPosts(3, (i) => new Date(now.getTime() + i * 1000));
    // PostgreSQL keeps both in a timestamptz (a fix by hand, an import); the cursor of a page
    // ending at one was a bigint that could not hold it, and the list failed.
    await database.db.execute(
      sql`update ${contentItems} set created_at = case title
        when 'Post 0' then 'infinity'::timestamptz when 'Post 2' then '-infinity'::timestamptz
        else created_at end`,
    );
    expect(await readAllPages(1)).toEqual(["Post 0", "Post 1", "Post 2"]);
    const first = await listContent(database.db, { limit: 1 });
    expect(first.next?.createdMicros).toBe("infinity");
    expect(first.items[0]?.createdAt.getTime()).toBeNaN();
  });

  it("reads a page from the creation index where its cursor stands, sorting nothing", async () => {
    await database.db.delete(contentItems);
    await insertPosts(30, (i) => new Date(now.getTime() + i * 1000));
    const { next } = await listContent(database.db, { limit: 10 });
    for (const after of [undefined, next!]) {
      const plan = await database.db.transaction(async (tx) => {
        // A table this small is cheaper to sort than to read by index; a large one is not.
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(
          sql`explain ${contentPageQuery(database.db, { limit: 10, after })}`,
        );
        const { rows } = result as unknown as { rows: { "QUERY PLAN": string }[] };
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("Index Scan Backward using content_items_created_idx");
      expect(plan).not.toMatch(/Sort/);
      if (after) expect(plan).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW\(/);
    }
  });

  it("lets other requests run while it sanitises previews it has not seen", async () => {
    await database.db.delete(contentItems);
    const items = 100;
    await insertPosts(items, () => now);
    // Another request's work, waiting for turns of the event loop while the list is made.
    let turns = 0;
    let listing = true;
    const otherWork = () => {
      if (!listing) return;
      turns++;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    const listed = (await listContent(database.db, { limit: items })).items;
    listing = false;
    expect(listed).toHaveLength(items);
    expect(listed[7]?.preview).toContain("<h2>Part 92</h2>");
    // Sanitised in one go, previews held the thread (400 of them for 150-500 ms here), and other
    // work had only the turns of the database read; now it has one between every two previews.
    expect(turns).toBeGreaterThanOrEqual(items);
  });
});
