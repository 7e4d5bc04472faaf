/**
 * Saving generated content on a real database: PGlite here, PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { embeddedArticleSources } from "~/copy/blog/articles";
import { contentItems } from "~/db/schema";
import { type TestDatabase, createTestDatabase } from "../../../tests/support/test-database";
import { generateContentItem, listContent, updateContent } from "./content-store.server";
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

describe("listContent", () => {
  it("lets other requests run while it sanitises previews it has not seen", async () => {
    await database.db.delete(contentItems);
    const items = 400;
    await database.db.insert(contentItems).values(
      Array.from({ length: items }, (_, i) => ({
        title: `Post ${i}`,
        slug: `post-${i}`,
        type: "page",
        topic: "privacy",
        excerpt: "An excerpt.",
        // A body of its own each, so no preview is remembered from another.
        content: `<h2>Part ${i}</h2>${`<p>Item ${i}: <a href="https://example.com/${i}">a link</a>, <strong>bold</strong> and <em>more</em>.</p>`.repeat(10)}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    // Another request's work, waiting for turns of the event loop while the list is made.
    let turns = 0;
    let listing = true;
    const otherWork = () => {
      if (!listing) return;
      turns++;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    const listed = await listContent(database.db);
    listing = false;
    expect(listed).toHaveLength(items);
    expect(listed[7]?.preview).toContain("<h2>Part 392</h2>");
    // Sanitised in one go, the previews held the thread for 150-500 ms here, and other work had
    // only the turns of the database read; now it has one between every two previews.
    expect(turns).toBeGreaterThanOrEqual(items);
  });
});
