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

/** One element's markup from the page's own document (`KeptHtml` without a preloaded copy). */
export async function fetchIslandHtml(url: string, id: string): Promise<string> {
  return (await fetchPageDocument(url)).getElementById(id)?.innerHTML ?? "";
}
