/**
 * An island's markup (server-html.tsx) from the page's own document, for a client-side
 * navigation: the document is a static file (precompressed, revalidated by ETag, often
 * already cached), and the one copy of that markup. Used by route clientLoaders and KeptHtml.
 */
export async function fetchIslandHtml(url: string, id: string): Promise<string> {
  const { pathname } = new URL(url, window.location.href);
  const response = await fetch(pathname, { headers: { Accept: "text/html" } });
  if (!response.ok) throw new Response(null, { status: response.status });
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  return page.getElementById(id)?.innerHTML ?? "";
}
