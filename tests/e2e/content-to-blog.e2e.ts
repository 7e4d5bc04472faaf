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

  it("a post whose heading takes the footer's id leaves the site's footer alone", async () => {
    const { page } = await openAdmin("/admin/content");
    const item = await generateBlogPost(page, "e2e heading ids", "How-To Guide");
    // The page's kept elements were found by id: after a client-side navigation, this
    // heading (before the footer in the page) was drawn as the site's footer.
    const content =
      '<p>Intro</p><h2 id="site-footer">Site footer</h2><h4 id="article-body">Four</h4><p>End</p>';
    const saved = await page.evaluate(
      ([id, body]) =>
        fetch(`/api/content/${id}`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ content: body, published: true }),
        }).then((response) => response.status),
      [item.id, content] as const,
    );
    expect(saved).toBe(200);
    await page.goto("/blog", { waitUntil: "load" });
    await page.getByRole("link", { name: item.title }).first().click();
    await page.getByRole("heading", { level: 1, name: item.title }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Site footer" }).waitFor();
    const footer = page.locator("footer#site-footer");
    await expect.poll(() => footer.getByRole("link", { name: "Privacy Policy" }).count()).toBe(1);
    // The heading comes first by id; kept markup is found by an attribute no stored content
    // can carry (a remounted footer took the heading's markup when it was found by id).
    expect(
      await page.evaluate(() => [
        document.getElementById("site-footer")?.tagName,
        document.querySelector('[data-kept="site-footer"]')?.tagName,
      ]),
    ).toEqual(["H2", "FOOTER"]);
    // The heading keeps an id of its own making; an h4 keeps none.
    expect(await page.locator("#article-body h4").getAttribute("id")).toBeNull();
  });
});
