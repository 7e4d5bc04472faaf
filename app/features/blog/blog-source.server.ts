import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/database";
import { contentItems } from "~/db/schema";
import { sanitizeContentHtml } from "~/features/articles/public.server";
import { type BlogArticle, mergeArticles } from "./blog-article";
import { embeddedArticles, findEmbeddedArticle } from "./embedded-articles";
import { type ContentItemRow, rowToArticle } from "./post-mapping";

const publishedBlog = and(eq(contentItems.type, "blog"), eq(contentItems.published, true));

/** Stored HTML is sanitised again on the way out, whatever wrote it. */
function toArticle(row: ContentItemRow): BlogArticle {
  return rowToArticle({ ...row, content: sanitizeContentHtml(row.content) });
}

/** The database's published blog posts, newest first. */
export async function publishedPosts(db: Database): Promise<BlogArticle[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(publishedBlog)
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id));
  return rows.map(toArticle);
}

/** The one blog source: embedded articles and published posts, newest first. */
export async function allArticles(db: Database): Promise<BlogArticle[]> {
  return mergeArticles(embeddedArticles, await publishedPosts(db));
}

/** An article by slug: an embedded one, else a published post; undefined when neither. */
export async function findArticle(db: Database, slug: string): Promise<BlogArticle | undefined> {
  const embedded = findEmbeddedArticle(slug);
  if (embedded) return embedded;
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(publishedBlog, eq(contentItems.slug, slug)))
    .limit(1);
  return row ? toArticle(row) : undefined;
}

/** What /blog/{slug} shows: the article, and the articles its related list is drawn from. */
export type ArticlePage = { article: BlogArticle; pool: readonly BlogArticle[] };

/**
 * The page of an article by slug, or null. Embedded articles are prerendered at build time,
 * without a database, so `db` is only asked for when the slug is not one of them (and their
 * related articles come from the embedded set).
 */
export async function findArticlePage(
  slug: string,
  db: () => Database,
): Promise<ArticlePage | null> {
  const embedded = findEmbeddedArticle(slug);
  if (embedded) return { article: embedded, pool: embeddedArticles };
  const article = await findArticle(db(), slug);
  return article ? { article, pool: await allArticles(db()) } : null;
}
