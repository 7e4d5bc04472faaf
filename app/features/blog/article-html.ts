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
 * Gives every h2 and h3 of an article body an id (keeping a valid one it already has, making
 * repeats unique) and lists them for the table of contents, in document order.
 */
export function addHeadingIds(html: string): { html: string; headings: ArticleHeading[] } {
  const used = new Set<string>();
  const headings: ArticleHeading[] = [];
  const withIds = html.replace(
    headingPattern,
    (_match, tag: string, attrs: string, inner: string) => {
      const text = htmlToText(inner);
      const existing = /\sid\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
      const base =
        (existing && slugify(existing)) || slugify(text) || `section-${headings.length + 1}`;
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      const level = tag.toLowerCase() === "h2" ? 2 : 3;
      headings.push({ id, text, level });
      const otherAttrs = attrs.replace(/\sid\s*=\s*"[^"]*"/i, "");
      return `<${tag}${otherAttrs} id="${id}">${inner}</${tag}>`;
    },
  );
  return { html: withIds, headings };
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
