import { describe, expect, it } from "vitest";
import {
  addHeadingIds,
  formatReadingTime,
  TOC_MAX,
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

describe("addHeadingIds on a body of thousands of headings (a hostile generated article)", () => {
  it("makes repeated ids unique in linear time, taking the lowest free suffix", () => {
    const started = performance.now();
    const { html } = addHeadingIds("<h2>a</h2>".repeat(15_000));
    // Quadratic, 15,000 repeats took about 9 s of the server's thread on every view.
    expect(performance.now() - started).toBeLessThan(1_000);
    const ids = [...html.matchAll(/id="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(15_000);
    expect(ids.slice(0, 3)).toEqual(["a", "a-2", "a-3"]);
    expect(ids.at(-1)).toBe("a-15000");
  });

  it("skips a suffix another heading already holds as its own id", () => {
    const { headings } = addHeadingIds("<h2>a</h2><h2>a</h2><h2>a-3</h2><h2>a</h2><h2>a-2</h2>");
    expect(headings.map((heading) => heading.id)).toEqual(["a", "a-2", "a-3", "a-4", "a-2-2"]);
  });

  it(`lists at most ${TOC_MAX} entries: past that, the first ${TOC_MAX} h2s only`, () => {
    const section = (n: number) => `<h2>Part ${n}</h2><h3>Detail ${n}</h3>`;
    const some = addHeadingIds(Array.from({ length: TOC_MAX / 2 }, (_, n) => section(n)).join(""));
    expect(some.headings).toHaveLength(TOC_MAX);
    const many = addHeadingIds(Array.from({ length: TOC_MAX * 2 }, (_, n) => section(n)).join(""));
    expect(many.headings).toHaveLength(TOC_MAX);
    expect(many.headings.every((heading) => heading.level === 2)).toBe(true);
    expect(many.headings.at(-1)!.text).toBe(`Part ${TOC_MAX - 1}`);
    // Every heading keeps its id in the body, listed or not.
    expect(many.html.match(/<h3 id="detail-199">/g)).toHaveLength(1);
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
