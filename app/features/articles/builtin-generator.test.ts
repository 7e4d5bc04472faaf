import { describe, expect, it } from "vitest";
import { type ArticleType, articleTypes } from "./article-types";
import { writeArticle } from "./builtin-generator";
import { countWords } from "~/lib/text/html-text";
import { type GenerationRequest, defaultLength } from "./generator";

function request(articleType: ArticleType | null, overrides: Partial<GenerationRequest> = {}) {
  return {
    topic: "public Wi-Fi security",
    type: articleType ? "blog" : "page",
    articleType,
    tone: "professional",
    ...defaultLength[articleType ? "blog" : "page"],
    ...overrides,
  } satisfies GenerationRequest;
}

const count = (html: string, tag: string) => html.match(new RegExp(`<${tag}>`, "g"))?.length ?? 0;

/** What each article type must contain beyond its h2 sections. */
const structure: Record<ArticleType, (html: string) => void> = {
  "how-to": (html) => {
    expect(html.match(/<h3>Step \d:/g)).toHaveLength(4);
    expect(html).toContain("<h2>What you need before you start</h2>");
    expect(count(html, "ul")).toBe(1);
  },
  list: (html) => expect(html.match(/<h3>\d\. /g)).toHaveLength(7),
  checklist: (html) => expect(count(html, "ul")).toBe(3),
  review: (html) => {
    expect(html).toContain("<h2>What works well</h2>");
    expect(html).toContain("<h2>Where it falls short</h2>");
    expect(html).toContain("<h2>Final verdict</h2>");
  },
  "product-update": (html) => {
    expect(html).toContain("<h2>What&#39;s new</h2>");
    expect(count(html, "ol")).toBe(1);
  },
  "industry-news": (html) => {
    expect(html).toContain("<h2>What happened</h2>");
    expect(html).toContain("<h2>What you should do now</h2>");
  },
  "case-study": (html) => {
    expect(html).toContain("<h2>The challenge</h2>");
    expect(html).toContain("<h2>The results</h2>");
    expect(html).toContain("<h2>Lessons learned</h2>");
  },
};

describe("the built-in generator", () => {
  it.each(articleTypes)("writes a structured %s within the default word limits", (type) => {
    const article = writeArticle(request(type));
    const words = countWords(article.html);
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1500);
    expect(count(article.html, "h2")).toBeGreaterThanOrEqual(3);
    expect(article.html).not.toMatch(/<h1|lorem|ipsum|\{topic\}|\{aspect\}|\{brand\}/i);
    expect(article.title.toLowerCase()).toContain("public wi-fi security");
    expect(article.excerpt.length).toBeGreaterThan(40);
    expect(article.excerpt.length).toBeLessThanOrEqual(200);
    structure[type](article.html);
  });

  it("writes a page with an overview and a way to get started", () => {
    const page = writeArticle(request(null));
    const words = countWords(page.html);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(900);
    expect(page.html).toContain("<h2>Overview</h2>");
    expect(page.html).toContain("<h2>Getting started</h2>");
  });

  it.each([
    [300, 350],
    [600, 700],
    [1500, 3000],
  ])("keeps every article type within %i–%i words", (minWords, maxWords) => {
    for (const type of [null, ...articleTypes]) {
      const words = countWords(writeArticle(request(type, { minWords, maxWords })).html);
      expect(words, `${type}`).toBeGreaterThanOrEqual(minWords);
      expect(words, `${type}`).toBeLessThanOrEqual(maxWords);
    }
  });

  it("varies with the topic and repeats itself for the same topic", () => {
    const first = writeArticle(request("list", { topic: "streaming abroad" }));
    const again = writeArticle(request("list", { topic: "streaming abroad" }));
    const other = writeArticle(request("list", { topic: "router security at home" }));
    expect(again).toEqual(first);
    expect(other.html).not.toEqual(
      first.html.replaceAll("streaming abroad", "router security at home"),
    );
    expect(other.html).toContain("router security at home");
  });

  it("escapes the topic: markup typed as a topic stays text", () => {
    const article = writeArticle(request("how-to", { topic: '<img src=x onerror="alert(1)">' }));
    expect(article.html).not.toContain("<img");
    expect(article.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
