import type { Jsonify } from "~/lib/http/json-response";
import type { ArticleType, ContentType } from "./article-types";
import type { ContentItem, ContentListItem } from "./content-store.server";

/**
 * A content item as the API answers it: the stored row, dates as ISO strings. The text
 * columns that only validated input writes (content-input.ts) are narrowed to their values.
 */
export type ContentItemJson = Omit<Jsonify<ContentItem>, "createdAt"> & {
  type: ContentType;
  articleType: ArticleType | null;
  /** Null for a time JSON cannot hold: PostgreSQL's infinity or -infinity, stored by hand. */
  createdAt: string | null;
};

/** An item as GET /api/content lists it: no body, the beginning of it as `preview`. */
export type ContentListItemJson = Omit<ContentItemJson, "content"> &
  Pick<Jsonify<ContentListItem>, "preview">;

/** Where a published item is shown on the public site. */
export function publicPath(item: Pick<ContentItemJson, "type" | "slug">): string {
  return item.type === "blog" ? `/blog/${item.slug}` : `/pages/${item.slug}`;
}

/** A datetime-local input's value (local time, minutes) for an ISO time, and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
