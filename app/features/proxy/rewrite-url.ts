import { proxiedPath } from "./target-url";

/**
 * Maps a URL found in a proxied page to its proxied form: resolved against the page's
 * URL, http(s) only. In-page anchors, javascript:, mailto:, data: and the like stay as
 * they are (the sandbox and the proxied page's CSP keep them from reaching out).
 */
export type UrlRewriter = (value: string) => string;

export function urlRewriter(base: URL, proxyId: string): UrlRewriter {
  return (value) => {
    const trimmed = value.trim();
    if (!trimmed || trimmed.startsWith("#")) return value;
    let absolute: URL;
    try {
      absolute = new URL(trimmed, base);
    } catch {
      return value;
    }
    if (absolute.protocol !== "http:" && absolute.protocol !== "https:") return value;
    return proxiedPath(absolute.href, proxyId);
  };
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

const cssUrl = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;
const cssImport = /@import\s+(?:"([^"]*)"|'([^']*)')/gi;

/** Rewrites url(…) and @import "…" in a stylesheet or a style attribute. */
export function rewriteCss(css: string, rewrite: UrlRewriter): string {
  return css
    .replace(cssUrl, (whole, double?: string, single?: string, bare?: string) => {
      const url = double ?? single ?? bare ?? "";
      if (!url || url.startsWith("data:")) return whole;
      return `url("${rewrite(url).replace(/"/g, "%22")}")`;
    })
    .replace(cssImport, (whole, double?: string, single?: string) => {
      const url = double ?? single ?? "";
      return url ? `@import "${rewrite(url).replace(/"/g, "%22")}"` : whole;
    });
}
