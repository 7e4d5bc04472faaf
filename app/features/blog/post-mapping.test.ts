import { describe, expect, it } from "vitest";
import { readArticleBody } from "./blog-article";
import { categoryForPost, type ContentItemRow, rowToArticle } from "./post-mapping";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

function row(overrides: Partial<ContentItemRow> = {}): ContentItemRow {
  return {
    id: 7,
    title: "Five Ways to Lock Down Your Home Wi-Fi",
    slug: "lock-down-home-wifi",
    type: "blog",
    articleType: "list",
    topic: "home wifi tips",
    excerpt: "Simple router settings that make a real difference.",
    content: `<h2>Change the admin password</h2><p>${words(440)}</p><h3>Use WPA3</h3><p>${words(8)}</p>`,
    published: true,
    publishedAt: new Date("2025-09-02T10:30:00Z"),
    scheduledFor: null,
    createdAt: new Date("2025-09-01T08:00:00Z"),
    updatedAt: new Date("2025-09-03T12:00:00Z"),
    revision: 3,
    ...overrides,
  };
}

describe("rowToArticle", () => {
  it("maps every field of the article entity from a published row", () => {
    const article = rowToArticle(row(), readArticleBody);
    expect(article).toMatchObject({
      id: "post-7",
      slug: "lock-down-home-wifi",
      title: "Five Ways to Lock Down Your Home Wi-Fi",
      excerpt: "Simple router settings that make a real difference.",
      metaDescription: "Simple router settings that make a real difference.",
      category: "Tips & Tricks",
      articleType: "list",
      articleTypeLabel: "List Article",
      publishedDate: "Sep 2, 2025",
      publishedAt: "2025-09-02T10:30:00.000Z",
      updatedAt: "2025-09-03T12:00:00.000Z",
      coverImage: "/images/blog/placeholder.webp",
      coverWidth: 1200,
      coverHeight: 630,
      keywords: ["home wifi tips"],
      references: [],
      factChecked: false,
      source: "database",
      author: {
        name: "Umbra Editorial Team",
        avatar: "/images/avatars/default.webp",
        role: "Editorial Team",
      },
    });
    // 6 heading words + 448 body words = 454 → 3 minutes at 225 wpm.
    expect(article.wordCount).toBe("454 words");
    expect(article.readingTime).toBe("3 min read");
    expect(article.headings).toEqual([
      { id: "change-the-admin-password", text: "Change the admin password", level: 2 },
      { id: "use-wpa3", text: "Use WPA3", level: 3 },
    ]);
    expect(article.content).toContain('<h2 id="change-the-admin-password">');
  });

  it("takes the body as its reader gives it (the server's sanitises)", () => {
    const article = rowToArticle(row(), (content) => ({
      html: `read: ${content.length}`,
      headings: [],
      words: 1_000,
    }));
    expect(article.content).toBe(`read: ${row().content.length}`);
    expect(article.wordCount).toBe("1,000 words");
    expect(article.readingTime).toBe("5 min read");
  });

  it("falls back to the creation date without a publish date, and to a guide without a type", () => {
    const article = rowToArticle(
      row({ publishedAt: null, articleType: null, updatedAt: new Date("2025-08-01T00:00:00Z") }),
      readArticleBody,
    );
    expect(article.publishedAt).toBe("2025-09-01T08:00:00.000Z");
    // Never modified before it was published.
    expect(article.updatedAt).toBe("2025-09-01T08:00:00.000Z");
    expect(article.articleTypeLabel).toBe("Guide");
  });

  it("reads a time of infinity (PostgreSQL keeps it; a JavaScript date cannot) as the next time it has", () => {
    // As drizzle reads 'infinity' and '-infinity': an invalid date.
    const never = new Date("infinity");
    const article = rowToArticle(row({ publishedAt: never, updatedAt: never }), readArticleBody);
    expect(article.publishedAt).toBe("2025-09-01T08:00:00.000Z");
    expect(article.updatedAt).toBe("2025-09-01T08:00:00.000Z");
    expect(article.publishedDate).toBe("Sep 1, 2025");
  });
});

describe("categoryForPost", () => {
  it.each([
    ["VPN for remote teams", "list", "Business VPN"],
    ["reduce ping in online games", "how-to", "Gaming"],
    ["watch Netflix abroad", "how-to", "Streaming"],
    ["spotting phishing emails", "checklist", "Security"],
    ["browser fingerprinting explained", "guide", "Privacy"],
    ["WireGuard setup on a router", "how-to", "VPN Guides"],
    ["anything at all", "industry-news", "Industry News"],
    ["anything at all", "news", "Industry News"],
    ["decluttering your phone", "list", "Tips & Tricks"],
  ])("%s (%s) → %s", (topic, articleType, category) => {
    expect(categoryForPost({ topic, title: "", articleType })).toBe(category);
  });
});
