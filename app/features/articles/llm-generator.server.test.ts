import { describe, expect, it } from "vitest";
import { markdownArticle, userPrompt } from "./llm-generator.server";

describe("markdownArticle", () => {
  it("takes the H1 as the title and turns the rest into HTML", async () => {
    const article = await markdownArticle(
      "# Safer *Hotel* Wi-Fi\n\nHotels share one network with **every** guest.\n\n## Why\n\n- one\n- two\n\n# Another top heading",
      "hotel wi-fi",
    );
    expect(article.title).toBe("Safer Hotel Wi-Fi");
    expect(article.html).not.toContain("<h1");
    expect(article.html).toContain("<h2>Why</h2>");
    expect(article.html).toContain("<h2>Another top heading</h2>");
    expect(article.html).toContain("<li>one</li>");
    expect(article.excerpt).toBe("Hotels share one network with every guest.");
  });

  it("falls back to the topic without a title line and unwraps a fenced answer", async () => {
    const article = await markdownArticle("```markdown\nJust a paragraph.\n```", "travel privacy");
    expect(article.title).toBe("travel privacy");
    expect(article.html.trim()).toBe("<p>Just a paragraph.</p>");
  });
});

describe("userPrompt", () => {
  it("names the article type, tone and length", () => {
    const prompt = userPrompt({
      topic: "DNS over HTTPS",
      type: "blog",
      articleType: "checklist",
      tone: "friendly",
      minWords: 800,
      maxWords: 1500,
    });
    expect(prompt).toContain("DNS over HTTPS");
    expect(prompt).toContain('"Checklist"');
    expect(prompt).toContain("Tone: friendly.");
    expect(prompt).toContain("between 800 and 1500 words");
  });
});
