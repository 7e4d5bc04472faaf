import { proxiedPath } from "./target-url";
import { withoutTrailing } from "~/lib/text/without-trailing";

/**
 * Maps a URL found in a proxied page to its proxied form: resolved against the page's
 * URL, http(s) only. In-page anchors, javascript:, mailto:, data: and the like stay as
 * they are (the sandbox and the proxied page's CSP keep them from reaching out).
 */
export type UrlRewriter = (value: string) => string;

/** Longer than any URL the proxy accepts (checkTargetUrl): such a value is not rewritten. */
const MAX_URL_CHARS = 4096;

/**
 * `spend` is told the length of every URL given out (rewrite-budget.ts): a short relative
 * link under a long base comes back thousands of characters long.
 */
export function urlRewriter(
  base: URL,
  proxyId: string,
  blockScripts = false,
  spend: (characters: number) => void = () => {},
): UrlRewriter {
  // Pages repeat their URLs (navigation, icons): remember the last few hundred answers.
  const seen = new Map<string, string>();
  const rewrite: UrlRewriter = (value) => {
    let answer = seen.get(value);
    if (answer === undefined) {
      answer = rewriteOne(value);
      if (seen.size >= 512) seen.clear();
      if (value.length <= 1024) seen.set(value, answer);
    }
    spend(answer.length);
    return answer;
  };
  const rewriteOne: UrlRewriter = (value) => {
    const trimmed = value.trim();
    if (!trimmed || trimmed.startsWith("#")) return value;
    if (trimmed.length > MAX_URL_CHARS) {
      // A huge data: URL stays (it loads nothing); anything else could only leave the proxy.
      return /^data:/i.test(trimmed) ? value : "#";
    }
    let absolute: URL;
    try {
      absolute = new URL(trimmed, base);
    } catch {
      return value;
    }
    if (absolute.protocol === "javascript:" && blockScripts) return "#";
    if (absolute.protocol !== "http:" && absolute.protocol !== "https:") return value;
    return proxiedPath(absolute.href, proxyId, blockScripts);
  };
  return rewrite;
}

/** ASCII whitespace, as the HTML standard counts it. */
const SPACE = /[\t\n\f\r ]/;

/**
 * Rewrites every URL of a srcset ("a.png 1x, b.png 2x"), reading it as the HTML standard's
 * srcset parser does: candidates are split at a comma after the descriptors, whether or not a
 * space follows ("a.png 1x,b.png 2x"), at commas ending a URL ("a.png,, b.png"), but not at a
 * comma inside a URL ("data:image/png;base64,AAAA 1x") or inside a descriptor's parentheses.
 * A browser loads every URL it finds this way, so each one must go through the proxy.
 */
export function rewriteSrcset(srcset: string, rewrite: UrlRewriter): string {
  let out = "";
  let at = 0;
  const copyWhile = (keep: (char: string) => boolean) => {
    const from = at;
    while (at < srcset.length && keep(srcset.charAt(at))) at++;
    return srcset.slice(from, at);
  };
  while (at < srcset.length) {
    out += copyWhile((char) => SPACE.test(char) || char === ",");
    const word = copyWhile((char) => !SPACE.test(char));
    if (!word) break;
    const url = withoutTrailing(word, ",");
    out += rewrite(url) + word.slice(url.length);
    if (url !== word) continue; // commas ended the URL: no descriptors
    let inParentheses = false;
    out += copyWhile((char) => {
      if (char === "(") inParentheses = true;
      else if (char === ")") inParentheses = false;
      return inParentheses || char !== ",";
    });
  }
  return out;
}
