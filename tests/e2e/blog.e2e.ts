/**
 * The blog in a real browser against the built server (its database has no posts, so the
 * three embedded articles are the whole blog; tests/api/blog.test.ts covers database posts):
 * list filtering and its URL, the article page's table of contents, progress, sharing, copy
 * link, related articles, the 404, accessibility in both themes and on a phone.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { embeddedArticles } from "~/features/blog/embedded-articles";
import {
  baseUrl,
  closeAll,
  documentRequests,
  expectNoAxeViolations,
  hydrationDataOf,
  openPage,
} from "./harness";

afterAll(closeAll);

const phone = { width: 375, height: 812 };
const newestFirst = [...embeddedArticles].sort((a, b) =>
  b.publishedAt.localeCompare(a.publishedAt),
);
const [business, leaks, protocols] = newestFirst as [
  (typeof embeddedArticles)[0],
  (typeof embeddedArticles)[0],
  (typeof embeddedArticles)[0],
];

/** Titles in the featured slot and in the grid, as shown. */
async function shownList(page: Page) {
  const featured = await page
    .getByRole("region", { name: "Featured article" })
    .locator("h2 a")
    .allTextContents();
  const grid = await page.locator("main ul li article h3 a").allTextContents();
  return { featured: featured[0], grid };
}

describe("/blog", () => {
  it("features the newest article and lists the rest, each card with its facts", async () => {
    const { page, consoleErrors } = await openPage("/blog");
    expect(await shownList(page)).toEqual({
      featured: business.title,
      grid: [leaks.title, protocols.title],
    });
    expect(await page.getByTestId("blog-count").textContent()).toBe("3 articles");
    const card = page.locator("article", { has: page.getByRole("link", { name: leaks.title }) });
    const text = await card.textContent();
    for (const fact of [
      leaks.category,
      "How-To Guide",
      leaks.publishedDate,
      leaks.readingTime,
      leaks.author.name,
    ]) {
      expect(text).toContain(fact);
    }
    expect(await card.locator("img").first().getAttribute("src")).toBe(leaks.coverImage);
    expect(await card.locator("img").first().getAttribute("width")).toBe("1200");
    expect(await card.locator("img").last().getAttribute("src")).toBe(leaks.author.avatar);
    expect(await card.getByRole("link", { name: leaks.title }).getAttribute("href")).toBe(
      `/blog/${leaks.slug}`,
    );
    // The list variant of the blog header: a "Blog" link to the home page.
    expect(
      await page.locator("header").getByRole("link", { name: /^Blog/ }).getAttribute("href"),
    ).toBe("/");
    expect(consoleErrors).toEqual([]);
  });

  it("filters by category chip, keeps it in ?category=, and the back button restores the list", async () => {
    const { page } = await openPage("/blog");
    await page.getByRole("link", { name: "VPN Guides", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "VPN Guides");
    await expect
      .poll(() => shownList(page))
      .toEqual({
        featured: undefined,
        grid: [leaks.title, protocols.title],
      });
    expect(
      await page
        .getByRole("link", { name: "VPN Guides", exact: true })
        .getAttribute("aria-current"),
    ).toBe("page");

    await page.getByRole("link", { name: "Gaming", exact: true }).click();
    await page.getByText("No articles found matching your criteria.").waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("category") === "VPN Guides");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/blog" && url.search === "");
    await expect
      .poll(() => shownList(page))
      .toEqual({
        featured: business.title,
        grid: [leaks.title, protocols.title],
      });
  });

  it("searches titles and excerpts case-insensitively as you type, in ?q=", async () => {
    const { page } = await openPage("/blog");
    const box = page.getByRole("searchbox", { name: "Search articles" });
    expect(await box.getAttribute("placeholder")).toBe("Search articles...");
    await box.fill("WIREGUARD");
    await page.waitForURL((url) => url.searchParams.get("q") === "WIREGUARD");
    await expect
      .poll(() => shownList(page))
      .toEqual({ featured: undefined, grid: [protocols.title] });

    // "remote work" only appears in the business article's excerpt.
    await box.fill("remote work");
    await expect
      .poll(() => shownList(page))
      .toEqual({ featured: undefined, grid: [business.title] });

    await box.fill("quantum teleportation");
    await page.getByText("No articles found matching your criteria.").waitFor();
    expect(await page.getByTestId("blog-count").textContent()).toBe("0 articles");
  });

  it("renders a shared filtered address on the server, without JavaScript", async () => {
    const { page } = await openPage("/blog?q=leaks&category=VPN+Guides", {
      javaScriptEnabled: false,
    });
    expect(await shownList(page)).toEqual({ featured: undefined, grid: [leaks.title] });
    expect(await page.getByRole("searchbox", { name: "Search articles" }).inputValue()).toBe(
      "leaks",
    );
  });

  it("falls back to the placeholder when a cover image fails", async () => {
    const { page } = await openPage("/blog", {
      setup: (context) =>
        context.route(`**${protocols.coverImage}`, (route) => route.fulfill({ status: 404 })),
    });
    const cover = page
      .locator("article", { has: page.getByRole("link", { name: protocols.title }) })
      .locator("img")
      .first();
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.getAttribute("src")).toBe("/images/blog/placeholder.webp");
  });
});

describe("/blog/:slug", () => {
  it("shows the article with badges, author, date, reading time, cover, body and author box", async () => {
    const { page, response, consoleErrors } = await openPage(`/blog/${protocols.slug}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(protocols.title);
    const header = await page.locator("article > header").textContent();
    for (const fact of [
      "VPN Guides",
      "Comparison",
      protocols.author.name,
      protocols.publishedDate,
      protocols.readingTime,
    ]) {
      expect(header).toContain(fact);
    }
    const cover = page.locator(`img[src="${protocols.coverImage}"]`);
    expect(await cover.getAttribute("alt")).toBe(protocols.coverAlt);
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const box = page.getByRole("region", { name: "About the author" });
    for (const credential of protocols.author.credentials) {
      expect(await box.textContent()).toContain(credential);
    }
    expect(await page.getByRole("region", { name: "References" }).locator("li").count()).toBe(
      protocols.references.length,
    );
    expect(
      await page.locator("header").getByRole("link", { name: "Back to Blog" }).getAttribute("href"),
    ).toBe("/blog");
    expect(consoleErrors).toEqual([]);
  });

  it("lists h2 and h3 in the contents and highlights the heading within 100 px of the top", async () => {
    const { page } = await openPage(`/blog/${protocols.slug}`, {
      viewport: { width: 1280, height: 800 },
    });
    const toc = page.getByTestId("toc-desktop");
    expect(await toc.locator("a").allTextContents()).toEqual(protocols.headings.map((h) => h.text));
    const current = () => toc.locator('a[aria-current="location"]').textContent();
    expect(await toc.locator('a[aria-current="location"]').count()).toBe(0);

    const scrollHeadingTo = (id: string, top: number) =>
      page.evaluate(
        ([id, top]) => {
          const element = document.getElementById(id as string)!;
          window.scrollBy(0, element.getBoundingClientRect().top - (top as number));
        },
        [id, top] as const,
      );
    const first = protocols.headings[0]!;
    const second = protocols.headings[1]!;
    await scrollHeadingTo(second.id, 90);
    await expect.poll(current).toBe(second.text);
    // 150 px from the top is not yet "current": the heading before it still is.
    await scrollHeadingTo(second.id, 150);
    await expect.poll(current).toBe(first.text);

    const last = protocols.headings.at(-1)!;
    await toc.getByRole("link", { name: last.text }).click();
    await expect.poll(current).toBe(last.text);
  });

  it("shows reading progress from 0 to 100 as the reader scrolls", async () => {
    const { page } = await openPage(`/blog/${leaks.slug}`);
    const bar = page.getByRole("progressbar", { name: "Reading progress" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("0");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => bar.getAttribute("aria-valuenow")).toBe("100");
  });

  it("shares to X, Facebook and LinkedIn with the encoded address and title, in a new tab", async () => {
    const { page } = await openPage(`/blog/${leaks.slug}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`/blog/${leaks.slug}$`));
    const url = encodeURIComponent(canonical!);
    const title = encodeURIComponent(leaks.title);
    const expected = {
      "Share on X": `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
      "Share on Facebook": `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      "Share on LinkedIn": `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${title}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute("href")).toBe(href);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
  });

  it("copies the article's address to the clipboard and says so in a toast", async () => {
    const { page } = await openPage(`/blog/${leaks.slug}`, {
      setup: (context) =>
        context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() }),
    });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  it("links up to three related articles of the same category, and none when there are none", async () => {
    const { page } = await openPage(`/blog/${protocols.slug}`);
    const documents = documentRequests(page);
    const related = page.getByRole("region", { name: "Related articles" });
    expect(await related.locator("h3 a").allTextContents()).toEqual([leaks.title]);
    await related.getByRole("link", { name: leaks.title }).click();
    await page.waitForURL(`**/blog/${leaks.slug}`);
    await page.getByRole("heading", { level: 1, name: leaks.title }).waitFor();
    // A client-side navigation: the body is taken from the article's document.
    await expect
      .poll(() => page.locator('[data-slot="article-html"] h2').first().textContent())
      .toBe(leaks.headings[0]!.text);
    expect(documents).toEqual([]);
    expect(
      await page
        .getByRole("region", { name: "Related articles" })
        .locator("h3 a")
        .allTextContents(),
    ).toEqual([protocols.title]);

    const other = await openPage(`/blog/${business.slug}`);
    expect(await other.page.getByRole("region", { name: "Related articles" }).count()).toBe(0);
  });

  it("sends the body once: markup in the document, not hydration data (issue 18)", async () => {
    const html = await (await fetch(`${baseUrl()}/blog/${leaks.slug}`)).text();
    const sentence = /<p>([A-Za-z ,]{40})/.exec(leaks.content)?.[1] ?? "";
    expect(sentence).toHaveLength(40);
    const hydrationData = hydrationDataOf(html);
    expect(hydrationData).toContain(leaks.title);
    expect(hydrationData).not.toContain(sentence);
    expect(html.split(sentence).length - 1).toBe(1);
  });

  it("carries BlogPosting structured data and Open Graph article tags", async () => {
    const { page } = await openPage(`/blog/${business.slug}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks
      .map((block) => JSON.parse(block))
      .find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: business.title,
      datePublished: business.publishedAt,
    });
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    expect(await page.locator('meta[property="article:section"]').getAttribute("content")).toBe(
      "Business VPN",
    );
  });

  it("answers an unknown slug with the not-found screen and HTTP 404", async () => {
    const { page, response } = await openPage("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Blog" }).count()).toBe(1);
  });
});

describe("on a phone", () => {
  it("collapses the contents behind a toggle and never scrolls sideways", async () => {
    const { page } = await openPage(`/blog/${protocols.slug}`, { viewport: phone });
    const details = page.getByTestId("toc-mobile");
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await details.locator("summary").click();
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await details.getByRole("link", { name: protocols.headings[2]!.text }).click();
    await page.waitForURL(`**#${protocols.headings[2]!.id}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    const list = await openPage("/blog", { viewport: phone });
    expect(await list.page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

describe("accessibility", () => {
  it.each([
    ["/blog", "dark"],
    ["/blog", "light"],
    [`/blog/${protocols.slug}`, "dark"],
    [`/blog/${protocols.slug}`, "light"],
  ] as const)("%s has no axe violations in the %s theme", async (path, theme) => {
    const { page } = await openPage(path, { theme });
    await expectNoAxeViolations(page);
  });

  it("has no axe violations at 375 px with the contents open, nor on an empty result", async () => {
    const { page } = await openPage(`/blog/${leaks.slug}`, { viewport: phone, theme: "light" });
    await page.getByTestId("toc-mobile").locator("summary").click();
    await expectNoAxeViolations(page);
    const empty = await openPage("/blog?q=zzzz", { viewport: phone });
    await empty.page.getByText("No articles found matching your criteria.").waitFor();
    await expectNoAxeViolations(empty.page);
  });
});
