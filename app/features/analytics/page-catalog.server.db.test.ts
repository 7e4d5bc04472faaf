/**
 * The analytics page catalog as several instances see it: a post published anywhere (another
 * instance, the scheduler) is counted under its own path from its first view, not as
 * "(other)" until this instance's list of published posts is next read.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contentItems } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { OTHER_PATH, createPageCatalog } from "./page-catalog.server";

const at = new Date("2026-03-01T08:00:00Z");
const item = (slug: string, type: "blog" | "page", published: boolean) => ({
  title: slug,
  slug,
  type,
  articleType: type === "blog" ? "how-to" : null,
  topic: slug,
  excerpt: "",
  content: "<p>Body</p>",
  published,
  publishedAt: published ? at : null,
  createdAt: at,
  updatedAt: at,
});

describe("page catalog", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(inject("pgliteTemplateDir"));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("counts a post or page published after its list was read under its own path at once", async () => {
    // A clock that never moves: the remembered list never expires during the test.
    const catalog = createPageCatalog(database.db, () => 0);
    await database.db.insert(contentItems).values(item("older-post", "blog", true));
    expect(await catalog.countedPath("/blog/older-post")).toBe("/blog/older-post");
    expect(await catalog.countedPath("/blog/fresh-post")).toBe(OTHER_PATH);

    await database.db
      .insert(contentItems)
      .values([item("fresh-post", "blog", true), item("fresh-page", "page", true)]);
    expect(await catalog.countedPath("/blog/fresh-post")).toBe("/blog/fresh-post");
    expect(await catalog.countedPath("/pages/fresh-page")).toBe("/pages/fresh-page");
  });

  it("still counts drafts, the other type's slugs and made-up paths as (other)", async () => {
    const catalog = createPageCatalog(database.db, () => 0);
    await database.db.insert(contentItems).values(item("a-draft", "blog", false));
    expect(await catalog.countedPath("/blog/a-draft")).toBe(OTHER_PATH);
    expect(await catalog.countedPath("/pages/older-post")).toBe(OTHER_PATH);
    expect(await catalog.countedPath("/blog/older-post/extra")).toBe(OTHER_PATH);
    expect(await catalog.countedPath("/blog/")).toBe(OTHER_PATH);
  });
});
