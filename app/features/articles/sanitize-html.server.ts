import sanitize from "sanitize-html";
import { memoByText } from "~/lib/text/memo-by-text";

/**
 * How many characters of sanitiser inputs and outputs are remembered. Stored HTML is sanitised
 * again on every page view, and a long article costs tens of milliseconds of the server's
 * thread each time (a 90,000-character one: 30-60 ms here); remembered, a view costs a lookup.
 * About forty articles of the longest kind, or hundreds of usual ones (16 MB at most).
 */
const SANITISED_CHARS_KEPT = 8_000_000;

/**
 * The one HTML sanitiser for content that comes from a generator, an admin or the
 * database. It keeps article structure (headings, lists, tables, quotes, code, links,
 * images) and drops everything that can run or restyle the page: scripts, styles,
 * event handlers, iframes, forms and non-http(s) URLs. Links get rel="noopener
 * noreferrer nofollow"; external ones open in a new tab. The same text is sanitised once
 * while it is among those most recently asked for.
 */
export const sanitizeContentHtml: (html: string) => string = memoByText(
  sanitizeOnce,
  SANITISED_CHARS_KEPT,
  (clean) => clean.length,
);

function sanitizeOnce(html: string): string {
  return sanitize(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "br",
      "hr",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "b",
      "i",
      "u",
      "s",
      "a",
      "blockquote",
      "code",
      "pre",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "img",
      "figure",
      "figcaption",
      "dl",
      "dt",
      "dd",
      "sup",
      "sub",
      "mark",
      "abbr",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "width", "height", "loading"],
      h2: ["id"],
      h3: ["id"],
      th: ["scope"],
      abbr: ["title"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    transformTags: {
      // An h1 in stored content would compete with the page's own heading.
      h1: "h2",
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          rel: "noopener noreferrer nofollow",
          ...(/^https?:/i.test(attribs.href ?? "") ? { target: "_blank" } : {}),
        },
      }),
    },
  });
}
