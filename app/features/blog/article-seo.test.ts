import { describe, expect, it } from "vitest";
import { articleJsonLd, articleMeta } from "./article-seo";
import { embeddedArticles } from "./embedded-articles";

const origin = "https://umbravpn.example";
const article = embeddedArticles[0]!;

describe("articleJsonLd", () => {
  it("describes the article as a BlogPosting with author, dates, image and publisher", () => {
    const data = articleJsonLd(origin, article);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      description: article.metaDescription,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
      publisher: { "@type": "Organization", name: "Umbra VPN" },
      image: { url: `${origin}${article.coverImage}`, width: 1200, height: 630 },
      mainEntityOfPage: { "@id": `${origin}/blog/${article.slug}` },
      articleSection: article.category,
    });
    expect(data.wordCount).toBeGreaterThanOrEqual(1200);
  });

  it("names the editorial team as an organisation", () => {
    const data = articleJsonLd(origin, {
      ...article,
      author: { ...article.author, name: "Umbra Editorial Team" },
    });
    expect(data.author).toMatchObject({ "@type": "Organization" });
  });
});

describe("articleMeta", () => {
  it("has the canonical link, og:type article and the article:* Open Graph tags", () => {
    const tags = articleMeta(origin, article);
    const property = (name: string) =>
      tags
        .filter((tag) => "property" in tag && tag.property === name)
        .map((tag) => "content" in tag && tag.content);
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${origin}/blog/${article.slug}`,
    });
    expect(property("og:type")).toEqual(["article"]);
    expect(property("og:image")).toEqual([`${origin}${article.coverImage}`]);
    expect(property("article:published_time")).toEqual([article.publishedAt]);
    expect(property("article:section")).toEqual([article.category]);
    expect(property("article:tag")).toEqual(article.keywords);
    expect(tags).toContainEqual({ title: `${article.title} | Umbra VPN` });
  });
});
