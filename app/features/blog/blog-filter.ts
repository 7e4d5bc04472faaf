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

/** Cards in the grid of one page of the list (the featured article comes on top of page 1). */
export const PAGE_SIZE = 24;

/** Reads ?page=: a whole number from 1; anything else is the first page. */
export function parseBlogPage(params: URLSearchParams): number {
  const raw = params.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/**
 * The list's address for a state and page, with empty parts and page 1 left out: /blog,
 * /blog?q=vpn&category=Privacy, /blog?page=2.
 */
export function blogListHref(query: BlogQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.category !== "All") params.set("category", query.category);
  if (page > 1) params.set("page", String(page));
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

/** One page of the list: what it shows, how many match in all, and where it stands. */
export type BlogListView<T> = {
  /** No search text and All chosen: the whole blog, newest first. */
  unfiltered: boolean;
  featured: T | undefined;
  grid: T[];
  total: number;
  page: number;
  pages: number;
};

/**
 * What the list shows: with no search text and All chosen, the first (newest) article is
 * featured on the first page and the grids hold the rest; otherwise nothing is featured and the
 * grids hold every match. A grid holds PAGE_SIZE cards; a page past the last shows the last.
 */
export function blogListView<T extends Filterable>(
  articles: readonly T[],
  query: BlogQuery,
  requestedPage = 1,
): BlogListView<T> {
  const matches = filterArticles(articles, query);
  const unfiltered = !query.q.trim() && query.category === "All";
  const featured = unfiltered ? matches[0] : undefined;
  const rest = unfiltered ? matches.slice(1) : matches;
  const pages = Math.max(1, Math.ceil(rest.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pages);
  return {
    unfiltered,
    featured: page === 1 ? featured : undefined,
    grid: rest.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matches.length,
    page,
    pages,
  };
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
