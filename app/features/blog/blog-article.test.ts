import { describe, expect, it } from "vitest";
import { articleTypeLabel, formatPublishedDate, mergeArticles, toSummary } from "./blog-article";
import { embeddedArticles } from "./embedded-articles";

describe("articleTypeLabel", () => {
  it("uses the spec's labels, the automation's news type, and a generic fallback", () => {
    expect(articleTypeLabel("how-to")).toBe("How-To Guide");
    expect(articleTypeLabel("case-study")).toBe("Case Study");
    expect(articleTypeLabel("research")).toBe("Research");
    expect(articleTypeLabel("news")).toBe("Industry News");
    expect(articleTypeLabel("whatever")).toBe("Article");
  });
});

describe("formatPublishedDate", () => {
  it("writes 'Mar 21, 2025' in UTC", () => {
    expect(formatPublishedDate("2025-03-21T23:30:00.000Z")).toBe("Mar 21, 2025");
  });
});

describe("mergeArticles and toSummary", () => {
  const [a, b, c] = embeddedArticles as [
    (typeof embeddedArticles)[0],
    (typeof embeddedArticles)[0],
    (typeof embeddedArticles)[0],
  ];

  it("sorts newest first and drops a post that reuses an embedded slug", () => {
    const post = {
      ...a,
      id: "post-1",
      source: "database" as const,
      publishedAt: "2030-01-01T00:00:00.000Z",
    };
    const newer = {
      ...b,
      id: "post-2",
      slug: "fresh",
      source: "database" as const,
      publishedAt: "2030-01-02T00:00:00.000Z",
    };
    const merged = mergeArticles([a, b, c], [post, newer]);
    expect(merged.map((x) => x.slug)).toEqual(["fresh", c.slug, b.slug, a.slug]);
    expect(merged.find((x) => x.slug === a.slug)?.source).toBe("embedded");
  });

  it("keeps a summary free of the body", () => {
    const summary = toSummary(a);
    expect(summary).not.toHaveProperty("content");
    expect(summary).not.toHaveProperty("headings");
    expect(summary.title).toBe(a.title);
  });
});
