import { type BlogCategory, blogCategories } from "~/copy/blog/types";

/** The list's state, as it lives in the URL: ?q= (search text) and ?category= (a chip). */
export type BlogQuery = { q: string; category: BlogCategory | "All" };

type Filterable = { title: string; excerpt: string; category: BlogCategory };

export const allCategories = ["All", ...blogCategories] as const;

/** Reads ?q= and ?category=; an unknown category means All, surrounding spaces are ignored. */
export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const raw = params.get("category");
  const category = blogCategories.find((c) => c === raw) ?? "All";
  return { q: (params.get("q") ?? "").trim(), category };
}

/** The list's address for a state, with empty parts left out: /blog, /blog?q=vpn&category=Privacy. */
export function blogListHref(query: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.category !== "All") params.set("category", query.category);
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

/** Case-insensitive match of the search text on title or excerpt, and the chosen category. */
export function filterArticles<T extends Filterable>(
  articles: readonly T[],
  query: BlogQuery,
): T[] {
  const needle = query.q.trim().toLocaleLowerCase();
  return articles.filter(
    (article) =>
      (query.category === "All" || article.category === query.category) &&
      (!needle ||
        article.title.toLocaleLowerCase().includes(needle) ||
        article.excerpt.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * What the list shows: with no search text and All chosen, the first (newest) article is
 * featured and the grid has the rest; otherwise no feature and the grid has every match.
 */
export function blogListView<T extends Filterable>(
  articles: readonly T[],
  query: BlogQuery,
): { featured: T | undefined; grid: T[] } {
  const matches = filterArticles(articles, query);
  if (!query.q.trim() && query.category === "All") {
    const [featured, ...grid] = matches;
    return { featured, grid };
  }
  return { featured: undefined, grid: matches };
}

/** Up to `max` other articles of the same category, in list order (newest first). */
export function relatedArticles<T extends { slug: string; category: BlogCategory }>(
  article: { slug: string; category: BlogCategory },
  articles: readonly T[],
  max = 3,
): T[] {
  return articles
    .filter((other) => other.slug !== article.slug && other.category === article.category)
    .slice(0, max);
}
