/**
 * Saving generated content on a real database: PGlite here, PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contentItems } from "~/db/schema";
import { type TestDatabase, createTestDatabase } from "../../../tests/support/test-database";
import { generateContentItem } from "./content-store.server";
import type { ContentGenerator } from "./generator";

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
