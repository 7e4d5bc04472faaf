/**
 * A page's own document, parsed, for a client-side navigation to it: its kept markup
 * (kept-html.tsx) is there, the one copy. The document is a static file
 * (precompressed, revalidated by ETag, often already cached).
 */
export async function fetchPageDocument(url: string): Promise<Document> {
  const { pathname } = new URL(url, window.location.href);
  const response = await fetch(pathname, { headers: { Accept: "text/html" } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return new DOMParser().parseFromString(await response.text(), "text/html");
}

/**
 * The attribute that marks a kept element, holding its id. Kept elements are found by it, not
 * by their id: an article's stored markup may hold ids (its headings'), and a heading with the
 * id "site-footer", before the footer in the page, would be found first and drawn as the
 * site's footer. The sanitiser admits no data attributes, so stored content cannot carry this.
 */
export const KEPT_ATTRIBUTE = "data-kept";

/** A kept element's markup in `page`, or undefined. */
export function keptMarkup(page: Document, id: string): string | undefined {
  return page.querySelector(`[${KEPT_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
}

/** One element's markup from the page's own document (`KeptHtml` without a preloaded copy). */
export async function fetchIslandHtml(url: string, id: string): Promise<string> {
  return keptMarkup(await fetchPageDocument(url), id) ?? "";
}
