/**
 * URL rewriting in CSS (stylesheets, <style> elements, style attributes) by a one-pass
 * scanner: every character is looked at a bounded number of times, so hostile input
 * (`url(` followed by 60,000 spaces, thousands of unclosed `url(`) costs linear time.
 * The previous regular expressions backtracked quadratically on exactly that input.
 */
export type CssUrlRewriter = (value: string) => string;

/** Literal alternation only (no nested quantifiers): the engine finds each start in linear time. */
const START = /url\(|@import/gi;

const isSpace = (code: number) =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;

function skipSpaces(css: string, from: number): number {
  let i = from;
  while (i < css.length && isSpace(css.charCodeAt(i))) i++;
  return i;
}

/** A quoted CSS string starting at `from` (the quote); its end (after the closing quote) or -1. */
function stringEnd(css: string, from: number): number {
  const quote = css.charCodeAt(from);
  for (let i = from + 1; i < css.length; i++) {
    const code = css.charCodeAt(i);
    if (code === quote) return i + 1;
    if (code === 0x5c)
      i++; // backslash: the next character is escaped
    else if (code === 0x0a) return -1; // a newline ends a string as a bad string
  }
  return -1;
}

/** An unquoted url( body from `from`: where it stops (a ")", space, quote, "(" or the end). */
function bareEnd(css: string, from: number): number {
  let i = from;
  while (i < css.length) {
    const code = css.charCodeAt(i);
    if (code === 0x29 || code === 0x22 || code === 0x27 || code === 0x28 || isSpace(code)) break;
    if (code === 0x5c) i++;
    i++;
  }
  return Math.min(i, css.length);
}

const quoted = (url: string) => `"${url.replace(/["\\\n]/g, (char) => encodeURIComponent(char))}"`;

type Token = { end: number; replacement: string | null };

/** After "url(" at `open` (index past the parenthesis): the token's end and its rewrite. */
function urlToken(css: string, open: number, rewrite: CssUrlRewriter): Token {
  const start = skipSpaces(css, open);
  const code = css.charCodeAt(start);
  let value: string;
  let after: number;
  if (code === 0x22 || code === 0x27) {
    const end = stringEnd(css, start);
    if (end < 0) return { end: start + 1, replacement: null };
    value = css.slice(start + 1, end - 1);
    after = end;
  } else {
    after = bareEnd(css, start);
    value = css.slice(start, after);
  }
  const close = skipSpaces(css, after);
  if (css.charCodeAt(close) !== 0x29) return { end: Math.max(after, open), replacement: null };
  if (!value || /^data:/i.test(value)) return { end: close + 1, replacement: null };
  return { end: close + 1, replacement: `url(${quoted(rewrite(value))})` };
}

/** After "@import" at `from`: a quoted target is rewritten (url(…) is handled as a url token). */
function importToken(css: string, from: number, rewrite: CssUrlRewriter): Token {
  const start = skipSpaces(css, from);
  const code = css.charCodeAt(start);
  if (code !== 0x22 && code !== 0x27) return { end: start, replacement: null };
  const end = stringEnd(css, start);
  if (end < 0) return { end: start + 1, replacement: null };
  const value = css.slice(start + 1, end - 1);
  return { end, replacement: value ? `@import ${quoted(rewrite(value))}` : null };
}

/**
 * The rewritten stylesheet as pieces, in order. A generator, so a large stylesheet can be
 * rewritten in slices between which the event loop runs (see rewriteCssInSlices).
 */
export function* cssPieces(css: string, rewrite: CssUrlRewriter): Generator<string> {
  const start = new RegExp(START.source, START.flags);
  let copied = 0;
  for (let match = start.exec(css); match; match = start.exec(css)) {
    const at = match.index;
    const isUrl = match[0].length === 4;
    const token = isUrl ? urlToken(css, at + 4, rewrite) : importToken(css, at + 7, rewrite);
    if (token.replacement !== null) {
      yield css.slice(copied, at);
      yield token.replacement;
      copied = token.end;
    }
    // Never look at the scanned characters again: this keeps the whole pass linear.
    start.lastIndex = Math.max(token.end, at + 1);
  }
  yield css.slice(copied);
}

/** Rewrites url(…) and @import "…" in a stylesheet or a style attribute. */
export function rewriteCss(css: string, rewrite: CssUrlRewriter): string {
  let out = "";
  for (const piece of cssPieces(css, rewrite)) out += piece;
  return out;
}

const SLICE_CHARS = 256_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** rewriteCss for big inputs: yields to the event loop about every 256 k characters. */
export async function rewriteCssInSlices(css: string, rewrite: CssUrlRewriter): Promise<string> {
  const out: string[] = [];
  let since = 0;
  for (const piece of cssPieces(css, rewrite)) {
    out.push(piece);
    since += piece.length;
    if (since >= SLICE_CHARS) {
      since = 0;
      await nextTurn();
    }
  }
  return out.join("");
}
