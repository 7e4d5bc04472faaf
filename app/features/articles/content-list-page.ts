import { z } from "zod";

/** How many items GET /api/content answers when not asked for a number, and at most. */
export const CONTENT_PAGE_SIZE = 50;
export const CONTENT_PAGE_MAX = 100;

/**
 * Where a page of the content list ends: the last item's creation time, in microseconds since
 * 1970 as the database holds it (a JavaScript date has only milliseconds, and a row written by
 * SQL may have more), or "infinity" or "-infinity", which PostgreSQL also stores (a fix by
 * hand, an import); and its id, which orders items created in the same microsecond.
 */
export type ContentCursor = { createdMicros: string; id: number };

/** A cursor as the `after` parameter spells it: "1764515477123456-42". */
export function cursorText(cursor: ContentCursor): string {
  return `${cursor.createdMicros}-${cursor.id}`;
}

/** At most 18 digits of microseconds: always a bigint, whatever a client writes (no 500). */
const CURSOR = /^(-?\d{1,18}|-?infinity)-([1-9]\d{0,8})$/;

/**
 * GET /api/content's query: `limit` (1 to CONTENT_PAGE_MAX, default CONTENT_PAGE_SIZE) and
 * `after`, the cursor the answer before gave (its `Link` header's next page). Anything else,
 * a repeated parameter included, is refused with 400.
 */
export const ContentListQuerySchema = z.strictObject({
  limit: z
    .string({ error: `limit must be a whole number from 1 to ${CONTENT_PAGE_MAX}` })
    .regex(/^[1-9]\d{0,2}$/, `limit must be a whole number from 1 to ${CONTENT_PAGE_MAX}`)
    .transform(Number)
    .pipe(z.number().max(CONTENT_PAGE_MAX, `limit must be at most ${CONTENT_PAGE_MAX}`))
    .default(CONTENT_PAGE_SIZE),
  after: z
    .string({ error: "after must be the cursor of a page's next link" })
    .regex(CURSOR, "after must be the cursor of a page's next link")
    .transform((text): ContentCursor => {
      const [, createdMicros, id] = CURSOR.exec(text)!;
      return { createdMicros: createdMicros!, id: Number(id) };
    })
    .optional(),
});

export type ContentListQuery = z.output<typeof ContentListQuerySchema>;
