import { type CssNode, parseCss, serializeCss } from "./css-blocks";
import { pruneUnusedVariables } from "./unused-variables";

/**
 * The part of the site's stylesheet a page needs for its first screen (decision 021): every
 * rule except the style rules naming a class the page's first screen does not use. Rules
 * without classes (the reset, element and attribute rules), @property, @font-face and
 * @keyframes are kept; `@layer` blocks are kept even when empty, so the layer order the full
 * stylesheet sees later is the same.
 */

/** Classes present in the document before any script runs or is applied by the theme script. */
const alwaysPresent = ["dark", "light"];

function unescapeIdent(raw: string): string {
  return raw.replace(
    /\\([0-9a-fA-F]{1,6})\s?|\\([^])/g,
    (_, hex: string | undefined, char: string) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** Index just past the bracket, parenthesis or string opened at `i`. */
function skipGroup(selector: string, i: number): number {
  const open = selector[i];
  const close = open === "[" ? "]" : open === "(" ? ")" : open;
  let depth = 0;
  for (let j = i; j < selector.length; j++) {
    const c = selector[j];
    if (c === "\\") j++;
    else if (j > i && (c === '"' || c === "'") && open !== c) j = skipGroup(selector, j) - 1;
    else if (c === open && open !== close) depth++;
    else if (c === close && (open === close ? j > i : --depth === 0)) return j + 1;
  }
  return selector.length;
}

/** Letters, digits, "-", "_" and any non-ASCII character (CSS identifiers allow them all). */
const identChar = /[\w-]|[^\p{ASCII}]/u;

/**
 * The classes an element must have for one complex selector to match anything. Classes
 * under `:not()` and inside attribute selectors or strings are not required.
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  for (let i = 0; i < selector.length;) {
    const c = selector[i] ?? "";
    if (c === "\\") i += 2;
    else if (c === "[" || c === '"' || c === "'") i = skipGroup(selector, i);
    else if (selector.startsWith(":not(", i)) i = skipGroup(selector, i + 4);
    else if (c === ".") {
      let j = i + 1;
      while (j < selector.length && (selector[j] === "\\" || identChar.test(selector[j] ?? ""))) {
        j += selector[j] === "\\" ? 2 : 1;
      }
      if (j > i + 1) classes.push(unescapeIdent(selector.slice(i + 1, j)));
      i = j;
    } else i++;
  }
  return classes;
}

/** Splits a selector list on its top-level commas. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[" || c === '"' || c === "'") i = skipGroup(list, i) - 1;
    else if (c === ",") {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

function selectorUsed(list: string, classes: ReadonlySet<string>): boolean {
  return splitSelectorList(list).some((selector) =>
    requiredClasses(selector).every((name) => classes.has(name)),
  );
}

function filterNodes(nodes: readonly CssNode[], classes: ReadonlySet<string>): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === "statement" || typeof node.body === "string") {
      if (
        node.kind === "statement" ||
        node.prelude.startsWith("@") ||
        selectorUsed(node.prelude, classes)
      ) {
        kept.push(node);
      }
      continue;
    }
    if (!node.prelude.startsWith("@")) {
      // A style rule with nested rules: kept whole when its own selector is used.
      if (selectorUsed(node.prelude, classes)) kept.push(node);
      continue;
    }
    const body = filterNodes(node.body, classes);
    if (body.length > 0 || /^@layer\b/i.test(node.prelude)) kept.push({ ...node, body });
  }
  return kept;
}

/** The classes named in an HTML fragment's class attributes. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set(alwaysPresent);
  for (const [, value = ""] of html.matchAll(/\sclass\s*=\s*"([^"]*)"/g)) {
    const decoded = value
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The class names a built script can render: every run of characters between whitespace and
 * one kind of quote, for each kind (a class may hold the other kinds: `[class*='size-']` in a
 * double-quoted string). Tailwind only generates a class written out whole in the source, so
 * each one the script's components use appears whole in one of its strings, bounded by its
 * quotes or by the space before the next class. The rest (code, text) matches no rule. Reading
 * strings as such would need a JavaScript parser (a quote in a regular expression literal
 * throws a simple reader off); this cannot lose its place.
 */
export function classesInScript(script: string): Set<string> {
  const classes = new Set<string>();
  for (const quote of [/[\s"]+/, /[\s']+/, /[\s`]+/]) {
    for (const word of script.split(quote)) if (word) classes.add(word);
  }
  return classes;
}

/**
 * Parses a stylesheet once, then subsets it for each page: `html` is the page's first screen,
 * whose inline styles may read custom properties.
 */
export function criticalCssFor(
  stylesheet: string,
): (classes: ReadonlySet<string>, html?: string) => string {
  const nodes = parseCss(stylesheet.replace(/\/\*[\s\S]*?\*\//g, ""));
  return (classes, html = "") => {
    const kept = filterNodes(nodes, classes);
    return serializeCss(pruneUnusedVariables(kept, html));
  };
}
