import { slugify } from "~/lib/text/slugify";
import { formatCount } from "~/lib/text/format-count";
import { htmlToText } from "~/lib/text/html-text";

/** An h2 or h3 of an article body, as the table of contents lists it. */
export type ArticleHeading = { id: string; text: string; level: 2 | 3 };

/** Average adult reading speed for non-fiction on screen, in words per minute. */
export const WORDS_PER_MINUTE = 225;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function formatReadingTime(words: number): string {
  return `${readingMinutes(words)} min read`;
}

export function formatWordCount(words: number): string {
  return `${formatCount(words)} words`;
}

const headingPattern = /<(h[23])((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/gi;

/**
 * The most entries a table of contents lists. Articles have a few dozen headings; one with
 * thousands (a generated body of `## a` lines) would put them all in the page twice.
 */
export const TOC_MAX = 100;

/**
 * Gives every h2 and h3 of an article body an id (keeping a valid one it already has, making
 * repeats unique) and lists them for the table of contents, in document order: all of them
 * when there are at most TOC_MAX, else the first TOC_MAX h2s.
 */
export function addHeadingIds(html: string): { html: string; headings: ArticleHeading[] } {
  const uniqueId = uniqueIds();
  const headings: ArticleHeading[] = [];
  const withIds = html.replace(
    headingPattern,
    (_match, tag: string, attrs: string, inner: string) => {
      const text = htmlToText(inner);
      const existing = /\sid\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
      const id = uniqueId(
        (existing && slugify(existing)) || slugify(text) || `section-${headings.length + 1}`,
      );
      const level = tag.toLowerCase() === "h2" ? 2 : 3;
      headings.push({ id, text, level });
      const otherAttrs = attrs.replace(/\sid\s*=\s*"[^"]*"/i, "");
      return `<${tag}${otherAttrs} id="${id}">${inner}</${tag}>`;
    },
  );
  return { html: withIds, headings: tableOfContents(headings) };
}

function tableOfContents(headings: ArticleHeading[]): ArticleHeading[] {
  if (headings.length <= TOC_MAX) return headings;
  return headings.filter((heading) => heading.level === 2).slice(0, TOC_MAX);
}

/**
 * Makes ids unique in the order asked: a repeat of `base` takes the lowest free `base-N`
 * (N from 2). Each base remembers where its search stopped, so thousands of repeats of one
 * heading cost linear time, not quadratic.
 */
function uniqueIds(): (base: string) => string {
  const used = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return (base) => {
    let id = base;
    if (used.has(id)) {
      let n = nextSuffix.get(base) ?? 2;
      while (used.has(`${base}-${n}`)) n++;
      nextSuffix.set(base, n + 1);
      id = `${base}-${n}`;
    }
    used.add(id);
    return id;
  };
}

/**
 * Wraps each table in a region that scrolls sideways on narrow screens and can take keyboard
 * focus (so the overflow is reachable without a mouse).
 */
export function wrapTables(html: string): string {
  return html.replace(
    /<table[\s>][\s\S]*?<\/table>/gi,
    (table) =>
      `<div class="article-table" role="region" aria-label="Table" tabindex="0">${table}</div>`,
  );
}
