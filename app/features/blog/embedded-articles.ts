import { embeddedArticleSources } from "~/copy/blog/articles";
import { type BlogArticle, buildArticle } from "./blog-article";

/** The shipped articles, completed once when the module loads (the bodies never change at run time). */
export const embeddedArticles: readonly BlogArticle[] = embeddedArticleSources.map(
  ({ publishedOn, updatedOn, ...source }) =>
    buildArticle({
      ...source,
      publishedAt: `${publishedOn}T09:00:00.000Z`,
      updatedAt: `${updatedOn}T09:00:00.000Z`,
      source: "embedded",
    }),
);

export function findEmbeddedArticle(slug: string): BlogArticle | undefined {
  return embeddedArticles.find((article) => article.slug === slug);
}
