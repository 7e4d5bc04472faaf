import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

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
};

/** The full title: the brand is appended unless the title already carries it. */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = `${input.origin}${input.path === "/" ? "/" : input.path.replace(/\/+$/, "")}`;
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
  return tags;
}
