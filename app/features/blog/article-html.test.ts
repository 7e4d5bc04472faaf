import { describe, expect, it } from "vitest";
import {
  addHeadingIds,
  formatReadingTime,
  formatWordCount,
  readingMinutes,
  wrapTables,
} from "./article-html";

describe("reading time and word count text", () => {
  it("rounds up at 225 words a minute, never below one minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(225)).toBe(1);
    expect(readingMinutes(226)).toBe(2);
    expect(formatReadingTime(1400)).toBe("7 min read");
    expect(formatWordCount(1234)).toBe("1,234 words");
  });
});

describe("addHeadingIds (the table of contents builder)", () => {
  it("lists h2 and h3 in order with ids from their text and adds the ids to the HTML", () => {
    const { html, headings } = addHeadingIds(
      "<h2>Why it matters</h2><p>x</p><h3>DNS &amp; WebRTC</h3><h4>Not listed</h4><h2>Why it matters</h2>",
    );
    expect(headings).toEqual([
      { id: "why-it-matters", text: "Why it matters", level: 2 },
      { id: "dns-webrtc", text: "DNS & WebRTC", level: 3 },
      { id: "why-it-matters-2", text: "Why it matters", level: 2 },
    ]);
    expect(html).toBe(
      '<h2 id="why-it-matters">Why it matters</h2><p>x</p><h3 id="dns-webrtc">DNS &amp; WebRTC</h3><h4>Not listed</h4><h2 id="why-it-matters-2">Why it matters</h2>',
    );
  });

  it("keeps an existing id (normalised), keeps other attributes, and numbers empty headings", () => {
    const { html, headings } = addHeadingIds(
      '<h2 class="x" id="Intro Part">Intro</h2><h3><em></em></h3>',
    );
    expect(headings.map((h) => h.id)).toEqual(["intro-part", "section-2"]);
    expect(html).toBe('<h2 class="x" id="intro-part">Intro</h2><h3 id="section-2"><em></em></h3>');
  });
});

describe("wrapTables", () => {
  it("puts every table in a focusable, labelled scroll region", () => {
    expect(wrapTables("<p>a</p><table><tr><td>1</td></tr></table><table class=x></table>")).toBe(
      '<p>a</p><div class="article-table" role="region" aria-label="Table" tabindex="0"><table><tr><td>1</td></tr></table></div>' +
        '<div class="article-table" role="region" aria-label="Table" tabindex="0"><table class=x></table></div>',
    );
    expect(wrapTables("<p>no tables, <tablet>?</p>")).toBe("<p>no tables, <tablet>?</p>");
  });
});
