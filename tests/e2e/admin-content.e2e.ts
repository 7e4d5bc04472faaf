/**
 * Content management in a real browser: the generator form's rules and notices, the list
 * (badges, preview, empty and error states), opening and editing, publishing, scheduling,
 * deleting with confirmation, and accessibility (axe) in both themes.
 */
import { afterAll, describe, expect, it } from "vitest";
import {
  contentCard,
  editNewBlogPost,
  generateBlogPost,
  openAdmin,
  type StoredItem,
  storedItem,
  toastOf,
} from "./admin-content-support";
import { closeAll, expectNoAxeViolations } from "./harness";
import { listedContentItem } from "../support/content-list-item";

afterAll(closeAll);

describe("the generator form", () => {
  it("generates a blog post: notice, topic cleared, listed as a Draft with its badges", async () => {
    const { page, consoleErrors } = await openAdmin("/admin/content");
    const button = page.getByRole("button", { name: "Generate Content" });
    expect(await button.isDisabled()).toBe(true);
    // Page is the default; the article type appears with Blog Post, how-to first.
    expect(await page.getByLabel("Article Type").count()).toBe(0);
    await page.getByRole("group", { name: "Content type" }).getByText("Blog Post").click();
    expect(await page.getByLabel("Article Type").inputValue()).toBe("how-to");
    expect(await page.locator("#content-article-type-description").textContent()).toContain(
      "Step-by-step instructions",
    );

    const item = await generateBlogPost(page, "e2e streaming abroad", "Case Study");
    await expect
      .poll(() => toastOf(page).textContent())
      .toContain("Content generated successfully");
    expect(await toastOf(page).textContent()).toContain(
      "The content has been generated and saved.",
    );
    expect(await page.getByLabel("Topic", { exact: true }).inputValue()).toBe("");
    const card = contentCard(page, item.title);
    const badges = await card.locator('[data-slot="badge"]').allTextContents();
    expect(badges).toEqual(["Blog Post", "Case Study", "Draft"]);
    expect(await card.getByText(/^Created /).count()).toBe(1);
    const preview = card.locator('[data-slot="content-preview"]');
    expect(await preview.evaluate((node) => getComputedStyle(node).maxHeight)).toBe("128px");
    expect(await preview.locator("h2").count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  it("a blank topic gets the spec's notice and sends nothing", async () => {
    const { page } = await openAdmin("/admin/content");
    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posted++;
    });
    await page.getByLabel("Topic", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect.poll(() => toastOf(page).textContent()).toContain("Please enter a topic");
    expect(await toastOf(page).textContent()).toContain("Error");
    expect(posted).toBe(0);
  });

  it("a failed generation shows the server's message", async () => {
    const { page } = await openAdmin("/admin/content", {
      setup: (context) =>
        context.route("**/api/content/generate", (route) =>
          route.fulfill({
            status: 502,
            contentType: "application/json",
            body: JSON.stringify({
              message: "The language model did not answer within 90 seconds",
            }),
          }),
        ),
    });
    await page.getByLabel("Topic", { exact: true }).fill("anything");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect.poll(() => toastOf(page).textContent()).toContain("Error generating content");
    expect(await toastOf(page).textContent()).toContain(
      "The language model did not answer within 90 seconds",
    );
    expect(await page.getByLabel("Topic", { exact: true }).inputValue()).toBe("anything");
  });

  it("/admin/content/new opens the form with the topic focused", async () => {
    const { page } = await openAdmin("/admin/content/new");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Content Management");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("content-topic");
  });
});

describe("the content list", () => {
  it("says so when there is no content, and shows a load failure", async () => {
    const empty = await openAdmin("/admin/content", {
      setup: (context) => context.route("**/api/content", (route) => route.fulfill({ json: [] })),
    });
    await expect
      .poll(() =>
        empty.page
          .getByText("No content available. Start by generating some content above.")
          .count(),
      )
      .toBe(1);
    const failing = await openAdmin("/admin/content", {
      setup: (context) =>
        context.route("**/api/content", (route) =>
          route.fulfill({ status: 500, json: { message: "Database unavailable" } }),
        ),
    });
    await expect
      .poll(() =>
        failing.page.getByRole("alert").filter({ hasText: "Error loading content:" }).textContent(),
      )
      .toBe("Error loading content: Database unavailable");
  });

  it("reads the next page on Load more, by keyboard, until the end of the list", async () => {
    const item = (id: number) => listedContentItem(id, { title: `Paged post ${id}` });
    const asked: string[] = [];
    let releaseSecond = () => {};
    const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
    const { page } = await openAdmin("/admin/content", {
      setup: (context) =>
        context.route(
          (url) => url.pathname === "/api/content",
          async (route) => {
            const { search } = new URL(route.request().url());
            asked.push(search);
            if (search === "") {
              await route.fulfill({
                json: [item(5), item(4)],
                headers: { Link: '</api/content?limit=2&after=1-4>; rel="next"' },
              });
            } else {
              await secondHeld;
              await route.fulfill({ json: [item(3)] });
            }
          },
        ),
    });
    const cards = page.locator('[data-slot="content-item"] h3');
    await expect.poll(() => cards.allTextContents()).toEqual(["Paged post 5", "Paged post 4"]);
    const more = page.getByRole("button", { name: "Load more" });
    await more.focus();
    await page.keyboard.press("Enter");
    // While the page is read: the list stays, the button says so and keeps the focus.
    const loading = page.getByRole("button", { name: "Loading more…" });
    await expect.poll(() => loading.getAttribute("aria-busy")).toBe("true");
    expect(await loading.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await cards.count()).toBe(2);
    releaseSecond();
    await expect
      .poll(() => cards.allTextContents())
      .toEqual(["Paged post 5", "Paged post 4", "Paged post 3"]);
    expect(asked).toEqual(["", "?limit=2&after=1-4"]);
    // The end replaces the button, and takes its focus.
    const end = page.getByRole("status").filter({ hasText: "That is the whole list." });
    await expect.poll(() => end.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("keeps the list and the focused Load more when a next page fails; Enter tries it again", async () => {
    const item = (id: number) =>
      listedContentItem(id, { title: `Retried post ${id}`, slug: `retried-post-${id}` });
    let nextPages = 0;
    const { page } = await openAdmin("/admin/content", {
      setup: (context) =>
        context.route(
          (url) => url.pathname === "/api/content",
          async (route) => {
            if (new URL(route.request().url()).search === "") {
              await route.fulfill({
                json: [item(5), item(4)],
                headers: { Link: '</api/content?limit=2&after=1-4>; rel="next"' },
              });
            } else if (++nextPages === 1) {
              await route.fulfill({ status: 503, json: { message: "Database unavailable" } });
            } else {
              await route.fulfill({ json: [item(3)] });
            }
          },
        ),
    });
    const cards = page.locator('[data-slot="content-item"] h3');
    await expect.poll(() => cards.count()).toBe(2);
    const more = page.getByRole("button", { name: "Load more" });
    await more.focus();
    await page.keyboard.press("Enter");
    const alert = page.getByRole("alert").filter({ hasText: "Error loading content:" });
    await expect
      .poll(() => alert.textContent())
      .toBe("Error loading content: Database unavailable");
    expect(await cards.allTextContents()).toEqual(["Retried post 5", "Retried post 4"]);
    expect(await more.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => cards.allTextContents())
      .toEqual(["Retried post 5", "Retried post 4", "Retried post 3"]);
    expect(nextPages).toBe(2);
    expect(await alert.count()).toBe(0);
  });

  it("publishes and unpublishes an item", async () => {
    const { page } = await openAdmin("/admin/content");
    const item = await generateBlogPost(page, "e2e publish toggle");
    const card = contentCard(page, item.title);
    await card.getByRole("button", { name: "Publish", exact: true }).click();
    await expect
      .poll(() => card.locator('[data-slot="badge"]').allTextContents())
      .toContain("Published");
    const stored = await storedItem(page, item.id);
    expect(stored.published).toBe(true);
    expect(await card.getByRole("link", { name: "View live" }).getAttribute("href")).toBe(
      `/blog/${item.slug}`,
    );
    await card.getByRole("button", { name: "Unpublish", exact: true }).click();
    await expect
      .poll(() => card.locator('[data-slot="badge"]').allTextContents())
      .toContain("Draft");
  });

  it("schedules a draft from its editor, and clears the schedule", async () => {
    const { page } = await openAdmin("/admin/content");
    const { item, card, dialog } = await editNewBlogPost(page, "e2e scheduled post");
    await dialog.getByLabel("Publish at").fill("2031-05-04T09:30");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => card.locator('[data-slot="badge"]').allTextContents())
      .toContain("Scheduled 4 May 2031, 09:30");
    const stored = await storedItem(page, item.id);
    const local = await page.evaluate(() => new Date("2031-05-04T09:30").toISOString());
    expect(stored.scheduledFor).toBe(local);
    expect(stored.published).toBe(false);

    await card.getByRole("button", { name: `Open: ${item.title}` }).click();
    await dialog.getByRole("button", { name: "Clear schedule" }).click();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => card.locator('[data-slot="badge"]').allTextContents())
      .toEqual(["Blog Post", "List Article", "Draft"]);
  });

  it("keeps the editor open with the server's message in it for a schedule too far ahead", async () => {
    const { page } = await openAdmin("/admin/content");
    const { item, dialog } = await editNewBlogPost(page, "e2e far schedule");
    await dialog.getByLabel("Publish at").fill("2999-01-01T09:00");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    // In the dialog, not in a toast: a modal dialog is drawn above everything, toasts included.
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      "Error saving changes: Choose a publication time within the next 10 years",
    );
    expect(await toastOf(page).filter({ hasText: "Error saving changes" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(await dialog.getByLabel("Publish at").inputValue()).toBe("2999-01-01T09:00");
    const stored = await storedItem(page, item.id);
    expect(stored.scheduledFor).toBeNull();
  });

  it("edits the title from the editor", async () => {
    const { page } = await openAdmin("/admin/content");
    const { dialog } = await editNewBlogPost(page, "e2e edited post");
    await dialog.getByLabel("Title").fill("An edited title for e2e");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await contentCard(page, "An edited title for e2e").waitFor();
    await expect.poll(() => toastOf(page).textContent()).toContain("Changes saved");
  });

  it("refuses to save over a change made elsewhere since the editor opened, keeping the typing", async () => {
    const { page } = await openAdmin("/admin/content");
    const { item, dialog } = await editNewBlogPost(page, "e2e edited twice");
    // Another admin renames the item while this editor is open.
    const elsewhere = await page.evaluate(
      (id) =>
        fetch(`/api/content/${id}`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ title: "Renamed by another admin" }),
        }).then((r) => r.status),
      item.id,
    );
    expect(elsewhere).toBe(200);
    await dialog.getByLabel("Title").fill("My title over theirs");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      "Error saving changes: This item has changed since you opened it (another admin or its schedule): nothing was saved. Open it again to see the changes.",
    );
    expect(await dialog.getByLabel("Title").inputValue()).toBe("My title over theirs");
    const stored = await storedItem(page, item.id);
    expect(stored.title).toBe("Renamed by another admin");
    // Closing shows the list as it is now; opening again edits the newer revision.
    await dialog.getByRole("button", { name: "Close" }).first().click();
    const card = contentCard(page, "Renamed by another admin");
    await card.waitFor();
    await card.getByRole("button", { name: "Open: Renamed by another admin" }).click();
    await dialog.getByLabel("Title").fill("My title, after reading theirs");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await contentCard(page, "My title, after reading theirs").waitFor();
  });

  it("gives the focus back to the button that opened the editor or the delete dialog", async () => {
    const { page } = await openAdmin("/admin/content");
    const { item, card, dialog } = await editNewBlogPost(page, "e2e focus comes back");
    const focused = (name: string) =>
      card.getByRole("button", { name }).evaluate((node) => node === document.activeElement);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // On <body> the next Tab started from the page's top, far from the item.
    await expect.poll(() => focused(`Open: ${item.title}`)).toBe(true);
    await card.getByRole("button", { name: `Delete: ${item.title}` }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete this item?" });
    await confirm.getByRole("button", { name: "Cancel" }).press("Enter");
    await confirm.waitFor({ state: "detached" });
    expect(await focused(`Delete: ${item.title}`)).toBe(true);
  });

  it("deletes only after confirmation", async () => {
    const { page } = await openAdmin("/admin/content");
    const item = await generateBlogPost(page, "e2e deleted post");
    const card = contentCard(page, item.title);
    await card.getByRole("button", { name: `Delete: ${item.title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this item?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await card.count()).toBe(1);
    await card.getByRole("button", { name: `Delete: ${item.title}` }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => card.count()).toBe(0);
    const status = await page.evaluate(
      (id) => fetch(`/api/content/${id}`).then((r) => r.status),
      item.id,
    );
    expect(status).toBe(404);
  });
});

describe("accessibility", () => {
  it.each(["dark", "light"] as const)(
    "the content page has no axe violations (%s)",
    async (theme) => {
      const { page } = await openAdmin("/admin/content", { theme });
      await page.locator('[data-slot="content-item"]').first().waitFor();
      await expectNoAxeViolations(page);
      await page
        .getByRole("button", { name: /^Open: / })
        .first()
        .click();
      await page.getByRole("dialog", { name: "Edit content" }).waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it("works at 375 px without horizontal scrolling", async () => {
    const { page } = await openAdmin("/admin/content", { viewport: { width: 375, height: 800 } });
    await page.locator('[data-slot="content-item"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

describe("a published page", () => {
  it("is served at /pages/{slug} with its title as the heading, without axe violations", async () => {
    const { page } = await openAdmin("/admin/content");
    await page.getByLabel("Topic", { exact: true }).fill("e2e published page");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect
      .poll(() => toastOf(page).textContent())
      .toContain("Content generated successfully");
    const items: StoredItem[] = await page.evaluate(() =>
      fetch("/api/content").then((r) => r.json()),
    );
    const item = items.find((candidate) => candidate.title.includes("E2e Published Page"))!;
    await contentCard(page, item.title)
      .getByRole("button", { name: "Publish", exact: true })
      .click();
    await expect
      .poll(() => contentCard(page, item.title).locator('[data-slot="badge"]').allTextContents())
      .toContain("Published");
    for (const theme of ["dark", "light"] as const) {
      const { page: publicPage, response } = await openAdmin(`/pages/${item.slug}`, { theme });
      expect(response?.status()).toBe(200);
      expect(await publicPage.getByRole("heading", { level: 1 }).textContent()).toBe(item.title);
      expect(await publicPage.locator('[data-slot="article-html"] h2').count()).toBeGreaterThan(2);
      await expectNoAxeViolations(publicPage);
      if (theme === "light")
        await publicPage.screenshot({ path: "/tmp/content-page-light.png", fullPage: false });
    }
  });
});
