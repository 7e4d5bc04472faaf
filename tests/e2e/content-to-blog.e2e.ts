/**
 * Generate → listed as Draft → publish → visible on /blog. The blog pages come from the
 * blog issue's branch (they read published content_items rows of type "blog"), so this
 * passes once both are merged.
 */
import { afterAll, describe, expect, it } from "vitest";
import { contentCard, generateBlogPost, openAdmin } from "./admin-content-support";
import { closeAll } from "./harness";

afterAll(closeAll);

describe("from the content page to the blog", () => {
  it("a generated post is a Draft until published, then on /blog and at /blog/{slug}", async () => {
    const { page } = await openAdmin("/admin/content");
    const item = await generateBlogPost(page, "e2e from draft to blog", "How-To Guide");
    const card = contentCard(page, item.title);
    expect(await card.locator('[data-slot="badge"]').allTextContents()).toContain("Draft");

    const draftPost = await page.request.get(`/blog/${item.slug}`);
    expect(draftPost.status()).toBe(404);

    await card.getByRole("button", { name: "Publish", exact: true }).click();
    await expect
      .poll(() => card.locator('[data-slot="badge"]').allTextContents())
      .toContain("Published");

    await page.goto("/blog", { waitUntil: "load" });
    expect(await page.getByText(item.title, { exact: true }).count()).toBeGreaterThan(0);
    await page.goto(`/blog/${item.slug}`, { waitUntil: "load" });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(item.title);
  });
});
