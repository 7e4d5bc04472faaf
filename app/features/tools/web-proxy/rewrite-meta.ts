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
    // "5; url=/next", or "5; /next" (browsers take both): a delay, then the URL, "url="
    // and quotes optional. A delay alone reloads the page, which is already proxied.
    const [, delay = "0", target = ""] =
      /^\s*(\d[\d.]*)?\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/is.exec(content) ?? [];
    const url = target.replace(/^['"]|['"]\s*$/g, "").trim();
    if (url) attribs.content = `${delay}; url=${rewrite(url)}`;
  }
  return true;
}
