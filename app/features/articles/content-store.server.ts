import { setImmediate as nextTurn } from "node:timers/promises";
import { and, desc, eq, getTableColumns, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { contentItems } from "~/db/schema";
import { embeddedArticleSources } from "~/copy/blog/articles";
import { CONTENT_MAX, checkSchedule, TITLE_MAX } from "./content-input";
import type { ContentCursor } from "./content-list-page";
import { type ContentGenerator, type GenerationRequest, tooLongToKeep } from "./generator";
import { toOneLineText } from "./one-line-text";
import { sanitizeContentHtml } from "./sanitize-html.server";
import { firstFreeSlug, slugify } from "./slug";

export type ContentItem = typeof contentItems.$inferSelect;

/** The slug asked for belongs to another item, or to an article shipped with the site. */
export class SlugTakenError extends Error {
  override name = "SlugTakenError";
  constructor(
    readonly slug: string,
    owner = "Another item",
  ) {
    super(`${owner} already uses the address "${slug}"`);
  }
}

/**
 * Writes an article with `generator`, sanitises it and saves it (a draft unless `publish`).
 * `alongside` writes in the item's own transaction (an automation's run recording the post):
 * if it throws, the item is not saved.
 */
export async function generateContentItem(
  db: Database,
  generator: ContentGenerator,
  request: GenerationRequest,
  now: Date,
  options: {
    publish?: boolean;
    signal?: AbortSignal;
    alongside?: (tx: Database, item: ContentItem) => Promise<void>;
  } = {},
): Promise<ContentItem> {
  const generated = await generator.generate(request, options.signal);
  if (generated.html.length > CONTENT_MAX) throw tooLongToKeep("The generated article");
  // A generator's title is kept whatever it holds, as one line of text, else the topic.
  const title = toOneLineText(generated.title, TITLE_MAX) || request.topic;
  const content = sanitizeContentHtml(generated.html);
  const base = slugify(title);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // Generations of one title pick their slugs one after another: each read the same
        // free slug, and past five tries the losers' inserts failed (a 500 on the API, a
        // failed automation run) when a dozen ran at once.
        await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK}, hashtext(${base}))`);
        const slug = firstFreeSlug(base, await slugsLike(tx, base));
        const [item] = await tx
          .insert(contentItems)
          .values({
            title,
            slug,
            type: request.type,
            articleType: request.type === "blog" ? request.articleType : null,
            topic: request.topic,
            excerpt: generated.excerpt,
            content,
            published: options.publish ?? false,
            publishedAt: options.publish ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await options.alongside?.(tx, item!);
        return item!;
      });
    } catch (error) {
      // An edit gave another item this slug in the meantime: pick again.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** With the base slug's hash, the advisory lock that generations of one title take in turn. */
const SLUG_LOCK = 0x736c7567; // "slug"

/**
 * The addresses of the articles shipped with the site: /blog/{slug} shows the shipped one, so
 * a post given its slug was published and listed nowhere.
 */
const SHIPPED_SLUGS: ReadonlySet<string> = new Set(embeddedArticleSources.map((a) => a.slug));

/** The slugs taken among `base` and `base-N`: by items, or by a shipped article. */
async function slugsLike(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: contentItems.slug })
    .from(contentItems)
    .where(
      or(eq(contentItems.slug, base), sql`${contentItems.slug} like ${`${base.slice(0, 76)}-%`}`),
    );
  return new Set([...rows.map((row) => row.slug), ...SHIPPED_SLUGS]);
}

export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((value) => (value as { code?: unknown })?.code === "23505");
}

/** An item as the admin's list shows it: every field but the body, and the body's beginning. */
export type ContentListItem = Omit<ContentItem, "content"> & { preview: string };

/** How much of a body the list's preview is made from: more than its clamped box shows. */
const PREVIEW_CHARACTERS = 800;

const { content: _body, ...columnsButBody } = getTableColumns(contentItems);
/** Every column of content_items but the body: for lists, which must not read every body. */
export const contentFieldColumns = columnsButBody;

/** A page of the admin's list, and the cursor of the next one (null after the last). */
export type ContentListPage = { items: ContentListItem[]; next: ContentCursor | null };

/**
 * An item's creation time as its cursor spells it: microseconds since 1970, exactly (extract
 * gives a numeric), or PostgreSQL's "infinity" and "-infinity", which have no count.
 */
const createdMicros = sql<string>`case when isfinite(${contentItems.createdAt})
  then ((extract(epoch from ${contentItems.createdAt}) * 1000000)::bigint)::text
  else ${contentItems.createdAt}::text end`;

/** The earliest time PostgreSQL keeps (4714-11-24 BC), in microseconds since 1970. */
const EARLIEST_MICROS = -210_866_803_200_000_000n;

/**
 * The items after `cursor` in the list's order. Its time is made a timestamp and compared with
 * the column, so that the page is read from content_items_created_idx where the cursor stands.
 * Seconds and microseconds go apart, as exact integers (an interval times a double loses
 * microseconds past 2255). A client's cursor before the earliest time stands before every
 * item at that time: only -infinity is older.
 */
function itemsAfter({ createdMicros: text, id }: ContentCursor) {
  const position = sql`(${contentItems.createdAt}, ${contentItems.id})`;
  if (text === "infinity" || text === "-infinity") {
    return sql`${position} < (${text}::timestamptz, ${id})`;
  }
  const [micros, idAfter] =
    BigInt(text) < EARLIEST_MICROS ? [EARLIEST_MICROS, 0] : [BigInt(text), id];
  const seconds = micros / 1_000_000n;
  return sql`${position} < (timestamptz 'epoch' + ${String(seconds)}::bigint * interval '1 second'
    + ${String(micros - seconds * 1_000_000n)}::int * interval '1 microsecond', ${idAfter})`;
}

/** The read behind one page of the list: the next `limit` items after `after`, and one more. */
export function contentPageQuery(
  db: Database,
  { limit, after }: { limit: number; after?: ContentCursor },
) {
  return (
    db
      .select({
        ...contentFieldColumns,
        start: sql<string>`left(${contentItems.content}, ${PREVIEW_CHARACTERS})`,
        createdMicros,
      })
      .from(contentItems)
      .where(after && itemsAfter(after))
      .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
      // One more than asked for tells whether there is a next page.
      .limit(limit + 1)
  );
}

/**
 * One page of items, newest first (by creation, then id), without bodies: a blog that
 * publishes daily would otherwise send the admin megabytes, and make the server sanitise a
 * preview per item, each time the list loads. The page after `after` starts below that item
 * whatever was added or removed since (a keyset, not an offset: an item generated while the
 * admin reads neither pushes one onto the next page twice nor makes one skip it). The preview
 * is the body's beginning, sanitised again so that a tag or element cut off at the end is
 * closed or dropped.
 */
export async function listContent(
  db: Database,
  page: { limit: number; after?: ContentCursor },
): Promise<ContentListPage> {
  const { limit } = page;
  const rows = await contentPageQuery(db, page);
  const items: ContentListItem[] = [];
  for (const { start, createdMicros: _micros, ...item } of rows.slice(0, limit)) {
    items.push({ ...item, preview: sanitizeContentHtml(start) });
    // A preview not sanitised since the start costs about half a millisecond: others go
    // between them.
    await nextTurn();
  }
  const last = rows[limit - 1];
  const next =
    rows.length > limit && last ? { createdMicros: last.createdMicros, id: last.id } : null;
  return { items, next };
}

export async function findContent(db: Database, id: number): Promise<ContentItem | undefined> {
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return item;
}

/**
 * An item to edit, its body sanitised again as every page shows a stored body: the editor
 * previews it as HTML in the admin's session, and a row need not have been written by the app
 * (SQL by hand, a restored backup, a sanitiser tightened since).
 */
export async function findContentToEdit(
  db: Database,
  id: number,
): Promise<ContentItem | undefined> {
  const item = await findContent(db, id);
  return item && { ...item, content: sanitizeContentHtml(item.content) };
}

/** The fields an edit may change; the caller has checked them (content-input.ts). */
export type ContentChanges = {
  title?: string;
  slug?: string;
  content?: string;
  published?: boolean;
  scheduledFor?: Date | null;
};

/**
 * Another change landed first. With a revision asked for (`basedOn`: the editor's copy), the
 * item has moved past it (412: nothing is saved over a change its author did not see).
 * Without one, the edit was recomputed EDIT_ATTEMPTS times and lost the race each time (409).
 */
export class ContentConflictError extends Error {
  override name = "ContentConflictError";
  constructor(readonly status: 409 | 412) {
    super(
      status === 412
        ? "This item has changed since you opened it (another admin or its schedule): nothing was saved. Open it again to see the changes."
        : "This item is being changed by someone else right now; try again.",
    );
  }
}

/** How many times an edit based on no revision is recomputed when another change lands first. */
const EDIT_ATTEMPTS = 5;

/**
 * Applies an edit, checked (checkSchedule) and computed against the item as stored, and
 * written only if the row still holds that revision, which it then advances: two servers
 * saving at once cannot both win, nor publish from a state that has passed. Publishing sets
 * publishedAt and clears any schedule; unpublishing clears publishedAt. Content is sanitised
 * again before it is stored. Undefined when there is no such item.
 */
export async function updateContent(
  db: Database,
  id: number,
  changes: ContentChanges,
  now: Date,
  basedOn?: number,
): Promise<ContentItem | undefined> {
  for (let attempt = 1; ; attempt++) {
    const current = await findContent(db, id);
    if (!current) return undefined;
    if (basedOn !== undefined && current.revision !== basedOn) {
      throw new ContentConflictError(412);
    }
    checkSchedule(changes, current, now);
    if (changes.slug !== current.slug && SHIPPED_SLUGS.has(changes.slug ?? "")) {
      throw new SlugTakenError(changes.slug!, "An article shipped with the site");
    }
    const item = await writeEdit(db, current, changes, now);
    if (item) return item;
    if (basedOn !== undefined) throw new ContentConflictError(412);
    if (attempt >= EDIT_ATTEMPTS) throw new ContentConflictError(409);
  }
}

/** Writes `changes` over `current` if the row is still at its revision; undefined if not. */
async function writeEdit(
  db: Database,
  current: ContentItem,
  changes: ContentChanges,
  now: Date,
): Promise<ContentItem | undefined> {
  const values: Partial<typeof contentItems.$inferInsert> = {
    updatedAt: now,
    revision: current.revision + 1,
  };
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.slug !== undefined) values.slug = changes.slug;
  if (changes.content !== undefined) values.content = sanitizeContentHtml(changes.content);
  if (changes.scheduledFor !== undefined) values.scheduledFor = changes.scheduledFor;
  if (changes.published === true && !current.published) {
    Object.assign(values, { published: true, publishedAt: now, scheduledFor: null });
  } else if (changes.published === false && current.published) {
    Object.assign(values, { published: false, publishedAt: null });
  }
  try {
    const [item] = await db
      .update(contentItems)
      .set(values)
      .where(and(eq(contentItems.id, current.id), eq(contentItems.revision, current.revision)))
      .returning();
    return item;
  } catch (error) {
    if (isUniqueViolation(error) && changes.slug) throw new SlugTakenError(changes.slug);
    throw error;
  }
}

/**
 * Deletes an item; with `basedOn`, only while it is still at that revision (else 412, as for
 * an edit). False when there is no such item.
 */
export async function deleteContent(db: Database, id: number, basedOn?: number): Promise<boolean> {
  const atRevision = basedOn === undefined ? undefined : eq(contentItems.revision, basedOn);
  const deleted = await db
    .delete(contentItems)
    .where(and(eq(contentItems.id, id), atRevision))
    .returning({ id: contentItems.id });
  if (deleted.length > 0) return true;
  if (basedOn !== undefined && (await findContent(db, id))) throw new ContentConflictError(412);
  return false;
}

/**
 * Publishes every draft whose scheduledFor has come, in one UPDATE: a row can only go from
 * draft to published once, so servers running this at the same moment never double up.
 */
export async function publishDueContent(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .update(contentItems)
    .set({
      published: true,
      publishedAt: now,
      scheduledFor: null,
      updatedAt: now,
      revision: sql`${contentItems.revision} + 1`,
    })
    .where(
      and(
        eq(contentItems.published, false),
        isNotNull(contentItems.scheduledFor),
        lte(contentItems.scheduledFor, now),
      ),
    )
    .returning({ id: contentItems.id });
  return rows.map((row) => row.id);
}

/** A published page by slug (/pages/{slug}); blogs are the blog's. */
export async function findPublishedPage(
  db: Database,
  slug: string,
): Promise<ContentItem | undefined> {
  const [item] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.slug, slug),
        eq(contentItems.type, "page"),
        eq(contentItems.published, true),
      ),
    );
  return item;
}

/** Whether a published item of `type` has `slug`: one read on the slug's unique index. */
export async function isPublishedSlug(
  db: Database,
  type: "blog" | "page",
  slug: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.slug, slug),
        eq(contentItems.type, type),
        eq(contentItems.published, true),
      ),
    );
  return rows.length > 0;
}

/** Sitemap entries of the published pages. */
export async function publishedPageEntries(db: Database) {
  const rows = await db
    .select({ slug: contentItems.slug, updatedAt: contentItems.updatedAt })
    .from(contentItems)
    .where(and(eq(contentItems.type, "page"), eq(contentItems.published, true)))
    .orderBy(contentItems.slug);
  return rows.map((row) => ({ path: `/pages/${row.slug}`, lastModified: row.updatedAt }));
}

/** The counters behind GET /api/admin/stats. */
export async function contentCounts(db: Database, now: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`count(*) filter (where ${contentItems.published})::int`,
      scheduled: sql<number>`count(*) filter (where ${contentItems.scheduledFor} > ${now})::int`,
    })
    .from(contentItems);
  const total = row?.total ?? 0;
  const published = row?.published ?? 0;
  return {
    totalContent: total,
    published,
    drafts: total - published,
    scheduled: row?.scheduled ?? 0,
  };
}
