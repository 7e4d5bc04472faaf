/**
 * The readable text of HTML that the site or a generator wrote: for word counts, excerpts and
 * headings. Not a parser: it reads serialised HTML (tags whole, entities as serialisers write
 * them), which is what the sanitiser and the Markdown converter produce.
 */

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

/** Decodes the entities an HTML serialiser writes (named basics and numeric references). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

/**
 * A script or style element, contents included. One left open runs to the end, as a browser
 * reads it; that also keeps the search linear (a pattern that needs the closing tag scans to
 * the end again from every `<script` of a text that has none).
 */
const SCRIPT_OR_STYLE = /<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;

/** The readable text of an HTML fragment: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(SCRIPT_OR_STYLE, " ").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of running text: anything between spaces that holds a letter or a digit. */
export function countWords(html: string): number {
  return htmlToText(html)
    .split(" ")
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
