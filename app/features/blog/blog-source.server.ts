import { setImmediate as nextTurn } from "node:timers/promises";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/database";
import { contentItems } from "~/db/schema";
import { type OneAtATime, oneAtATime } from "~/lib/async/one-at-a-time";
import { countWords } from "~/lib/text/html-text";
import { memoByText } from "~/lib/text/memo-by-text";
import { contentFieldColumns, sanitizeContentHtml } from "~/features/articles/public.server";
import {
  type BlogArticle,
  type BlogSummary,
  mergeArticles,
  readArticleBody,
  toSummary,
} from "./blog-article";
import { embeddedArticles, findEmbeddedArticle } from "./embedded-articles";
import {
  type ContentItemFields,
  type ContentItemRow,
  rowToArticle,
  rowToSummary,
} from "./post-mapping";

const publishedBlog = and(eq(contentItems.type, "blog"), eq(contentItems.published, true));

/**
 * How many characters of stored bodies and what was read from them are remembered. Reading a
 * long body (sanitising it, giving its headings ids) took 50-100 ms of the server's thread on
 * every view; a body of thousands of headings, seconds.
 */
const BODY_CHARS_KEPT = 8_000_000;

/**
 * Stored HTML is sanitised again on the way out, whatever wrote it, then read for the page;
 * once per text of a body while it is among those most recently viewed.
 */
const readStoredBody = memoByText(
  (content: string) => readArticleBody(sanitizeContentHtml(content)),
  BODY_CHARS_KEPT,
  (body) => body.html.length,
);

function toArticle(row: ContentItemRow): BlogArticle {
  return rowToArticle(row, readStoredBody);
}

/**
 * The word count of each published post's (sanitised) body, per database, with the revision
 * it was counted at (every change to an item advances it). A list reads no bodies but those changed since it last looked,
 * so its cost does not grow with everything the blog has published. One count runs at a time
 * per database: lists asked for together (the first ones after a start, say) wait for it
 * rather than count the same bodies again.
 */
type BodyWordCounts = {
  counts: Map<number, { revision: number; words: number }>;
  counting: OneAtATime;
};
const bodyWordCounts = new WeakMap<Database, BodyWordCounts>();

/** How many bodies are read from the database at a time, when many need counting. */
const BODIES_PER_READ = 50;

async function wordCountsOf(
  db: Database,
  rows: readonly ContentItemFields[],
): Promise<BodyWordCounts["counts"]> {
  let state = bodyWordCounts.get(db);
  if (!state) bodyWordCounts.set(db, (state = { counts: new Map(), counting: oneAtATime() }));
  const { counts } = state;
  await state.counting.run(() => countChangedBodies(db, counts, rows));
  return counts;
}

async function countChangedBodies(
  db: Database,
  counts: BodyWordCounts["counts"],
  rows: readonly ContentItemFields[],
): Promise<void> {
  const current = new Set(rows.map((row) => row.id));
  for (const id of counts.keys()) if (!current.has(id)) counts.delete(id);
  const stale = rows
    .filter((row) => counts.get(row.id)?.revision !== row.revision)
    .map((row) => row.id);
  for (let start = 0; start < stale.length; start += BODIES_PER_READ) {
    const bodies = await db
      .select({
        id: contentItems.id,
        revision: contentItems.revision,
        content: contentItems.content,
      })
      .from(contentItems)
      .where(inArray(contentItems.id, stale.slice(start, start + BODIES_PER_READ)));
    for (const body of bodies) {
      const words = countWords(sanitizeContentHtml(body.content));
      counts.set(body.id, { revision: body.revision, words });
      // A body can be 90,000 characters: other requests go between two of them.
      await nextTurn();
    }
  }
}

/** The database's published blog posts as list cards, newest first. */
export async function publishedSummaries(db: Database): Promise<BlogSummary[]> {
  const rows = await db
    .select(contentFieldColumns)
    .from(contentItems)
    .where(publishedBlog)
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id));
  const counts = await wordCountsOf(db, rows);
  return rows.map((row) => rowToSummary(row, counts.get(row.id)?.words ?? 0));
}

const embeddedSummaries = embeddedArticles.map(toSummary);

/** The one blog list: embedded articles and published posts, newest first, as cards. */
export async function allSummaries(db: Database): Promise<BlogSummary[]> {
  return mergeArticles(embeddedSummaries, await publishedSummaries(db));
}

/** An article by slug: an embedded one, else a published post; undefined when neither. */
async function findArticle(db: Database, slug: string): Promise<BlogArticle | undefined> {
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
export type ArticlePage = { article: BlogArticle; pool: readonly BlogSummary[] };

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
  if (embedded) return { article: embedded, pool: embeddedSummaries };
  const article = await findArticle(db(), slug);
  return article ? { article, pool: await allSummaries(db()) } : null;
}
