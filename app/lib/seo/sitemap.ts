/** A page; `lastModified` is left out of the sitemap when it is not a time (infinity, by hand). */
export type SitemapEntry = { path: string; lastModified?: Date };

/** Characters XML 1.0 does not allow at all, escaped or not (C0 controls but tab and newlines). */
// eslint-disable-next-line no-control-regex -- these are the characters it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for XML content or a quoted attribute; characters XML cannot hold are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A sitemaps.org urlset for the given paths under `origin`. */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const at = entry.lastModified;
    const lastmod =
      at && Number.isFinite(at.getTime())
        ? `<lastmod>${at.toISOString().slice(0, 10)}</lastmod>`
        : "";
    return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
