import { locations } from "../content/locations";
import { pages } from "../content/pages";

/** Paths whose content is fixed at build time (the database-backed blog list is not). */
const dynamicPages = new Set(["/blog"]);

/** Pages rendered to static HTML at build time and listed in the sitemap. */
export function staticPagePaths(): string[] {
  return [
    ...pages.map((page) => page.path).filter((path) => !dynamicPages.has(path)),
    ...locations.map((location) => `/locations/${location.id}`),
  ];
}

export function sitemapPaths(): string[] {
  return [...staticPagePaths(), ...dynamicPages];
}

export const prerenderPaths = staticPagePaths;
