import type { ContentListItemJson } from "~/features/articles/content-item";

/** An item as GET /api/content lists it (a draft page), for tests that answer in its place. */
export function listedContentItem(
  id: number,
  fields: Partial<ContentListItemJson> = {},
): ContentListItemJson {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    type: "page",
    articleType: null,
    topic: "privacy",
    excerpt: "An excerpt.",
    published: false,
    publishedAt: null,
    scheduledFor: null,
    createdAt: "2026-06-01T10:00:00.000Z",
    updatedAt: "2026-06-01T10:00:00.000Z",
    revision: 1,
    preview: `<p>Body ${id}</p>`,
    ...fields,
  };
}
