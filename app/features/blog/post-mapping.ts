import { editorialTeam, defaultAvatar, placeholderCover } from "~/copy/blog/authors";
import type { BlogCategory } from "~/copy/blog/types";
import type { contentItems } from "~/db/schema";
import {
  type ArticleBody,
  type BlogArticle,
  type BlogSummary,
  buildArticle,
  buildSummary,
} from "./blog-article";

export type ContentItemRow = typeof contentItems.$inferSelect;

/**
 * Keyword rules that place a generated post in one of the blog's categories, checked in order
 * against its topic and title. The generator stores a free-text topic, not a category.
 */
const categoryRules: readonly [BlogCategory, RegExp][] = [
  [
    "Business VPN",
    /\b(business|team|teams|enterprise|company|companies|employee|remote work|corporate|sso|saml)\b/i,
  ],
  ["Gaming", /\b(gam(e|es|ing|er|ers)|esports?|ping|lag|console|steam|xbox|playstation)\b/i],
  ["Streaming", /\b(stream(s|ing)?|netflix|hulu|bbc iplayer|disney\+?|prime video|youtube|tv)\b/i],
  [
    "Security",
    /\b(security|secure|malware|ransomware|phishing|password|passwords|2fa|mfa|breach|hack(ing|ers?)?|encryption|firewall|threat)\b/i,
  ],
  [
    "Privacy",
    /\b(privacy|private|tracking|trackers?|anonym\w*|surveillance|cookies?|fingerprint\w*|data broker)/i,
  ],
  [
    "VPN Guides",
    /\b(vpn|vpns|wireguard|openvpn|ikev2|protocol|protocols|tunnel\w*|kill switch|split tunnel\w*)\b/i,
  ],
];

/** The category of a generated post: industry news by type, else the first matching rule. */
export function categoryForPost(post: {
  topic: string;
  title: string;
  articleType: string | null;
}): BlogCategory {
  if (post.articleType === "industry-news" || post.articleType === "news") return "Industry News";
  const text = `${post.topic} ${post.title}`;
  return categoryRules.find(([, pattern]) => pattern.test(text))?.[0] ?? "Tips & Tricks";
}

/** A published blog row without its body (what a list reads). */
export type ContentItemFields = Omit<ContentItemRow, "content">;

/**
 * The first of `times` that is a time. PostgreSQL also keeps infinity and -infinity (a fix by
 * hand, an import), which read as an invalid date: formatted, one failed the whole blog.
 */
function firstTime(...times: (Date | null)[]): Date {
  return times.find((time) => time !== null && Number.isFinite(time.getTime())) ?? new Date(0);
}

/** The written fields of a published blog row's article, all but its body. */
function postFields(row: ContentItemFields) {
  const published = firstTime(row.publishedAt, row.createdAt, row.updatedAt);
  const updated = firstTime(row.updatedAt, published);
  return {
    id: `post-${row.id}`,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: categoryForPost(row),
    articleType: row.articleType ?? "guide",
    author: { ...editorialTeam, avatar: defaultAvatar },
    publishedAt: published.toISOString(),
    updatedAt: (updated > published ? updated : published).toISOString(),
    coverImage: placeholderCover,
    coverAlt: "",
    metaDescription: row.excerpt,
    // Generated text has not been through the editorial fact check.
    factChecked: false,
    source: "database" as const,
  };
}

/**
 * A published blog row as a blog article. `readBody` must sanitise the stored body
 * (sanitizeContentHtml); the server's does, so this stays pure.
 */
export function rowToArticle(
  row: ContentItemRow,
  readBody: (content: string) => ArticleBody,
): BlogArticle {
  return buildArticle(
    {
      ...postFields(row),
      content: row.content,
      keywords: row.topic ? [row.topic] : [],
      references: [],
    },
    readBody,
  );
}

/** A published blog row as a card on a list, given the word count of its (sanitised) body. */
export function rowToSummary(row: ContentItemFields, words: number): BlogSummary {
  return buildSummary(postFields(row), words);
}
