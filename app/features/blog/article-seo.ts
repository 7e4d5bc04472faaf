import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import type { JsonLd } from "~/lib/seo/json-ld";
import { seoMeta } from "~/lib/seo/meta";
import type { BlogArticle } from "./blog-article";

type SeoArticle = Pick<
  BlogArticle,
  | "title"
  | "slug"
  | "metaDescription"
  | "coverImage"
  | "coverWidth"
  | "coverHeight"
  | "publishedAt"
  | "updatedAt"
  | "author"
  | "category"
  | "keywords"
  | "wordCount"
>;

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** schema.org BlogPosting for an article page. */
export function articleJsonLd(origin: string, article: SeoArticle): JsonLd {
  const url = `${origin}${articlePath(article.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.metaDescription,
    image: {
      "@type": "ImageObject",
      url: `${origin}${article.coverImage}`,
      width: article.coverWidth,
      height: article.coverHeight,
    },
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: {
      "@type": article.author.name.includes(site.shortName) ? "Organization" : "Person",
      name: article.author.name,
      jobTitle: article.author.role,
    },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: article.category,
    keywords: article.keywords.join(", "),
    wordCount: Number.parseInt(article.wordCount.replace(/\D/g, ""), 10),
    inLanguage: "en",
  };
}

/** Title, description, canonical, Open Graph (with the article:* tags) and the BlogPosting. */
export function articleMeta(origin: string, article: SeoArticle): MetaDescriptor[] {
  return [
    ...seoMeta({
      title: article.title,
      description: article.metaDescription,
      path: articlePath(article.slug),
      origin,
      type: "article",
      image: article.coverImage,
      jsonLd: [articleJsonLd(origin, article)],
    }),
    { property: "og:image:width", content: String(article.coverWidth) },
    { property: "og:image:height", content: String(article.coverHeight) },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:author", content: article.author.name },
    { property: "article:section", content: article.category },
    ...article.keywords.map((keyword) => ({ property: "article:tag", content: keyword })),
    { name: "keywords", content: article.keywords.join(", ") },
  ];
}
