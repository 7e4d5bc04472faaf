import { proxiedPath } from "./target-url";

/**
 * Maps a URL found in a proxied page to its proxied form: resolved against the page's
 * URL, http(s) only. In-page anchors, javascript:, mailto:, data: and the like stay as
 * they are (the sandbox and the proxied page's CSP keep them from reaching out).
 */
export type UrlRewriter = (value: string) => string;

/** Longer than any URL the proxy accepts (checkTargetUrl): such a value is not rewritten. */
const MAX_URL_CHARS = 4096;

export function urlRewriter(base: URL, proxyId: string, blockScripts = false): UrlRewriter {
  // Pages repeat their URLs (navigation, icons): remember the last few hundred answers.
  const seen = new Map<string, string>();
  const rewrite: UrlRewriter = (value) => {
    const known = seen.get(value);
    if (known !== undefined) return known;
    const answer = rewriteOne(value);
    if (seen.size >= 512) seen.clear();
    if (value.length <= 1024) seen.set(value, answer);
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

/** Rewrites every URL of a srcset ("a.png 1x, b.png 2x"). */
export function rewriteSrcset(srcset: string, rewrite: UrlRewriter): string {
  return srcset
    .split(/,(?=\s)|,$|^,/)
    .map((candidate) => {
      const match = /^(\s*)(\S+)(.*)$/s.exec(candidate);
      if (!match) return candidate;
      const [, lead = "", url = "", rest = ""] = match;
      return `${lead}${rewrite(url)}${rest}`;
    })
    .join(",");
}
