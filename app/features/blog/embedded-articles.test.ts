import { describe, expect, it } from "vitest";
import { articleTypeLabels, blogCategories } from "~/copy/blog/types";
import { site } from "~/config/site";
import { embeddedArticles, findEmbeddedArticle } from "./embedded-articles";

describe("the embedded articles", () => {
  it("are two VPN guides and one Business VPN article with unique slugs", () => {
    expect(embeddedArticles.map((a) => a.category).sort()).toEqual([
      "Business VPN",
      "VPN Guides",
      "VPN Guides",
    ]);
    expect(new Set(embeddedArticles.map((a) => a.slug)).size).toBe(3);
    expect(findEmbeddedArticle(embeddedArticles[1]!.slug)).toBe(embeddedArticles[1]);
    expect(findEmbeddedArticle("nope")).toBeUndefined();
  });

  it.each(embeddedArticles.map((a) => [a.slug, a] as const))(
    "%s has every field of the entity, at least 1,200 words and h2/h3 structure",
    (_slug, article) => {
      expect(Number(article.wordCount.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1200);
      expect(article.readingTime).toMatch(/^\d+ min read$/);
      expect(article.publishedDate).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(blogCategories).toContain(article.category);
      expect(Object.keys(articleTypeLabels)).toContain(article.articleType);
      expect(article.headings.filter((h) => h.level === 2).length).toBeGreaterThanOrEqual(5);
      expect(article.headings.some((h) => h.level === 3)).toBe(true);
      for (const heading of article.headings) {
        expect(article.content).toContain(`id="${heading.id}"`);
      }
      expect(article.author.avatar).toMatch(/^\/images\/avatars\/.+\.webp$/);
      expect(article.author.role).not.toBe("");
      expect(article.author.credentials.length).toBeGreaterThan(0);
      expect(article.coverImage).toMatch(/^\/images\/blog\/.+\.webp$/);
      expect(article.coverAlt).not.toBe("");
      expect(article.metaDescription.length).toBeGreaterThan(70);
      expect(article.metaDescription.length).toBeLessThanOrEqual(170);
      expect(article.keywords.length).toBeGreaterThanOrEqual(4);
      expect(article.references.length).toBeGreaterThanOrEqual(4);
      for (const reference of article.references) expect(reference.url).toMatch(/^https:\/\//);
      expect(article.factChecked).toBe(true);
      // The product name comes from the site config, never typed by hand in another spelling.
      expect(article.content).not.toMatch(/\$\{|undefined/);
      expect(article.content).toContain(site.name);
    },
  );
});
