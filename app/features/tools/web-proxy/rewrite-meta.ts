import type { UrlRewriter } from "./rewrite-url";

/** Rewrites a meta refresh; false when the element is to be dropped. */
export function rewriteMeta(attribs: Record<string, string>, rewrite: UrlRewriter): boolean {
  const equiv = (attribs["http-equiv"] ?? "").toLowerCase();
  // We answer in UTF-8; an upstream CSP would only fight ours.
  if (equiv === "content-type" || equiv === "content-security-policy" || attribs.charset) {
    return false;
  }
  const content = attribs.content;
  if (equiv === "refresh" && content) {
    // "5; url=/next": the URL is whatever follows "url=", quotes optional.
    const at = content.search(/url\s*=/i);
    if (at < 0) return true;
    const rest = content.slice(at).replace(/^url\s*=\s*/i, "");
    const url = rest.replace(/^['"]|['"]\s*$/g, "").trim();
    attribs.content = `${content.slice(0, at)}url=${rewrite(url)}`;
  }
  return true;
}
