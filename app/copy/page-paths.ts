import { embeddedArticlePaths } from "./blog/articles";
import { locations } from "./locations";
import { pages } from "./pages";

/**
 * Paths rendered per request: the blog list (it holds the database's posts; published posts'
 * own pages are rendered per request too, and the sitemap adds them), the tools index, whose
 * tab comes from the query string (?category=), which a prerendered file cannot see, and the
 * web proxy, whose frame origin (PROXY_ORIGIN) is read at run time.
 */
const dynamicPages = new Set(["/blog", "/tools", "/tools/web-proxy"]);

/** Pages rendered to static HTML at build time and listed in the sitemap. */
export function staticPagePaths(): string[] {
  return [
    ...pages.map((page) => page.path).filter((path) => !dynamicPages.has(path)),
    ...locations.map((location) => `/locations/${location.id}`),
    ...embeddedArticlePaths(),
  ];
}

export function sitemapPaths(): string[] {
  return [...staticPagePaths(), ...dynamicPages];
}

export const prerenderPaths = staticPagePaths;
