import { coverSize, defaultAvatar } from "~/copy/blog/authors";
import {
  type ArticleReference,
  type BlogAuthor,
  type BlogCategory,
  articleTypeLabels,
} from "~/copy/blog/types";
import {
  type ArticleHeading,
  addHeadingIds,
  formatReadingTime,
  formatWordCount,
  wrapTables,
} from "./article-html";
import { compareText } from "~/lib/text/compare";
import { countWords } from "~/lib/text/html-text";
import { formatShortDate } from "~/lib/text/format-date";

/** A blog article as pages receive it, whatever its source. */
export type BlogArticle = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Body HTML, with ids on its h2/h3 (trusted when embedded, sanitised when from the database). */
  content: string;
  category: BlogCategory;
  /** The article type's key (how-to, list, …) and its label (How-To Guide, …). */
  articleType: string;
  articleTypeLabel: string;
  author: Required<BlogAuthor>;
  /** "Mar 21, 2025". */
  publishedDate: string;
  /** ISO timestamps, for sorting, feeds and structured data. */
  publishedAt: string;
  updatedAt: string;
  readingTime: string;
  coverImage: string;
  coverAlt: string;
  coverWidth: number;
  coverHeight: number;
  metaDescription: string;
  keywords: string[];
  headings: ArticleHeading[];
  wordCount: string;
  references: ArticleReference[];
  factChecked: boolean;
  source: "embedded" | "database";
};

/** What a card on the list needs: the article without its body, headings and references. */
export type BlogSummary = Omit<BlogArticle, "content" | "headings" | "references" | "keywords">;

export type ArticleInput = Omit<
  BlogArticle,
  | "content"
  | "headings"
  | "wordCount"
  | "readingTime"
  | "publishedDate"
  | "articleTypeLabel"
  | "coverWidth"
  | "coverHeight"
  | "author"
> & { content: string; author: BlogAuthor };

/** "Mar 21, 2025" for an instant, in UTC so server and browser agree. */
export function formatPublishedDate(iso: string): string {
  return formatShortDate(iso);
}

/** The label of an article type; unknown keys fall back to a generic "Article". */
export function articleTypeLabel(type: string): string {
  return (
    (articleTypeLabels as Record<string, string>)[type] ??
    (type === "news" ? "Industry News" : "Article")
  );
}

/** What a summary is made from: an article's written fields without its body. */
export type SummaryInput = Omit<ArticleInput, "content" | "keywords" | "references">;

/** Completes a summary from its written fields and its body's word count: reading time, labels. */
export function buildSummary(input: SummaryInput, words: number): BlogSummary {
  return {
    ...input,
    wordCount: formatWordCount(words),
    readingTime: formatReadingTime(words),
    publishedDate: formatPublishedDate(input.publishedAt),
    articleTypeLabel: articleTypeLabel(input.articleType),
    coverWidth: coverSize.width,
    coverHeight: coverSize.height,
    author: { ...input.author, avatar: input.author.avatar || defaultAvatar },
  };
}

/** What an article's page takes from its body: the HTML it shows, its contents and length. */
export type ArticleBody = { html: string; headings: ArticleHeading[]; words: number };

/** Heading ids and the table of contents, scrollable tables, and the word count of a body. */
export function readArticleBody(content: string): ArticleBody {
  const { html, headings } = addHeadingIds(content);
  return { html: wrapTables(html), headings, words: countWords(html) };
}

/**
 * Completes an article from its written fields: heading ids, word count, reading time, labels.
 * `readBody` reads the body (the server passes one that sanitises and remembers it).
 */
export function buildArticle(
  input: ArticleInput,
  readBody: (content: string) => ArticleBody = readArticleBody,
): BlogArticle {
  const { content, keywords, references, ...fields } = input;
  const { html, headings, words } = readBody(content);
  return { ...buildSummary(fields, words), content: html, headings, keywords, references };
}

export function toSummary(article: BlogArticle): BlogSummary {
  const { content: _content, headings: _h, references: _r, keywords: _k, ...summary } = article;
  return summary;
}

/** Newest first; the embedded copy wins when a database post reuses an embedded slug. */
export function mergeArticles<T extends { slug: string; publishedAt: string }>(
  embedded: readonly T[],
  posts: readonly T[],
): T[] {
  const slugs = new Set(embedded.map((article) => article.slug));
  return [...embedded, ...posts.filter((post) => !slugs.has(post.slug))].sort(
    (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || compareText(a.slug, b.slug),
  );
}
