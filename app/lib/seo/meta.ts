import type { MetaDescriptor } from "react-router";
import { publicConfigFromMatches } from "~/config/public-config";
import { site } from "~/config/site";
import type { JsonLd } from "./json-ld";
import { withoutTrailing } from "~/lib/text/without-trailing";

export type SeoInput = {
  title: string;
  description: string;
  /** Path of the page, used for the canonical link and og:url. */
  path: string;
  /** Site origin from the root loader (SITE_URL). */
  origin: string;
  type?: "website" | "article";
  image?: string;
  /** Keeps the page out of search results (admin, not-found). */
  noIndex?: boolean;
  /** Structured data of the page itself (FAQPage, Product…); the site layout adds Organization. */
  jsonLd?: readonly JsonLd[];
};

/** The full title: the brand is appended unless the title already carries it. */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = `${input.origin}${input.path === "/" ? "/" : withoutTrailing(input.path, "/")}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image)
    tags.push({ property: "og:image", content: new URL(input.image, url).toString() });
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

type PageSeo = Pick<SeoInput, "title" | "description" | "path">;

/**
 * The usual `meta` of a page whose loader returns its entry of the pages table:
 * `meta = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches)`.
 */
export function pageMeta(
  page: PageSeo | undefined,
  matches: Parameters<typeof publicConfigFromMatches>[0],
  extra: Omit<SeoInput, "title" | "description" | "path" | "origin"> = {},
): MetaDescriptor[] {
  if (!page) return [];
  return seoMeta({ ...page, ...extra, origin: publicConfigFromMatches(matches).origin });
}

/** The not-found screen's meta (kept out of search results), for any route that answers 404. */
export function notFoundMeta(path: string, origin: string): MetaDescriptor[] {
  return seoMeta({
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist or has been moved.",
    path,
    origin,
    noIndex: true,
  });
}
