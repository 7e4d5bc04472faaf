import type { Page } from "playwright-core";
import { openSignedIn } from "./admin-session";
import { openPage } from "./harness";

/** A signed-in admin page at `path` (in a fresh browser context). */
export async function openAdmin(path: string, options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage("/admin/login", options);
  await openSignedIn(opened.page, path);
  return opened;
}

/** What the tests read of a content item from the API. */
export type StoredItem = {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  scheduledFor: string | null;
};

/** An item as the API has it now, read in the page (with its session). */
export function storedItem(page: Page, id: number): Promise<StoredItem> {
  return page.evaluate((itemId) => fetch(`/api/content/${itemId}`).then((r) => r.json()), id);
}

/** The toast on screen (Radix renders each as a list item in the notifications region). */
export function toastOf(page: Page) {
  return page.locator("ol li[data-state=open]");
}

/** The list card of the content item titled `title`. */
export function contentCard(page: Page, title: string) {
  return page
    .locator('[data-slot="content-item"]')
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Generates a blog post of `articleType` (a label) through the form; returns its title. */
export async function generateBlogPost(page: Page, topic: string, articleType = "List Article") {
  type Listed = { id: number; title: string; slug: string; topic: string };
  // The first page of the list, newest first: where a new item appears.
  const firstPage = () =>
    page.evaluate(() => fetch("/api/content").then((r) => r.json())) as Promise<Listed[]>;
  const before = new Set((await firstPage()).map((listed) => listed.id));
  await page.getByLabel("Topic", { exact: true }).fill(topic);
  await page.getByRole("group", { name: "Content type" }).getByText("Blog Post").click();
  await page.getByLabel("Article Type").selectOption({ label: articleType });
  await page.getByRole("button", { name: "Generate Content" }).click();
  let item: Listed | undefined;
  for (let i = 0; i < 100 && !item; i++) {
    await page.waitForTimeout(100);
    item = (await firstPage()).find((listed) => listed.topic === topic && !before.has(listed.id));
  }
  if (!item) throw new Error(`no item was generated for ${topic}`);
  await contentCard(page, item.title).waitFor();
  return item;
}

/** Generates a blog post on `topic` and opens it in the editor: the item, its card and the dialog. */
export async function editNewBlogPost(page: Page, topic: string) {
  const item = await generateBlogPost(page, topic);
  const card = contentCard(page, item.title);
  await card.getByRole("button", { name: `Open: ${item.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit content" });
  await dialog.waitFor();
  return { item, card, dialog };
}
