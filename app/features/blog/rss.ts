import { escapeXml } from "~/lib/seo/sitemap";
import type { BlogSummary } from "./blog-article";

export type RssChannel = {
  origin: string;
  title: string;
  description: string;
  /** Path of the feed itself, for the atom:self link. */
  feedPath: string;
  /** Path of the blog's home page. */
  listPath: string;
};

type RssItem = Pick<
  BlogSummary,
  "title" | "slug" | "excerpt" | "category" | "publishedAt" | "author"
>;

/** RFC 822 date, as RSS 2.0 requires: "Fri, 21 Mar 2025 09:00:00 GMT". */
function rssDate(iso: string): string {
  return new Date(iso).toUTCString();
}

/** How many of the newest articles a feed holds (readers poll it; the archive is the blog). */
export const FEED_ITEMS = 50;

/** An RSS 2.0 feed of the newest FEED_ITEMS of `items` (newest first), every text escaped. */
export function renderRss(channel: RssChannel, items: readonly RssItem[]): string {
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const entries = items.slice(0, FEED_ITEMS).map((item) => {
    const link = `${channel.origin}/blog/${item.slug}`;
    return [
      "<item>",
      tag("title", item.title),
      tag("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      tag("description", item.excerpt),
      tag("category", item.category),
      tag("dc:creator", item.author.name),
      tag("pubDate", rssDate(item.publishedAt)),
      "</item>",
    ].join("");
  });
  const newest = items[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    tag("title", channel.title),
    tag("link", `${channel.origin}${channel.listPath}`),
    tag("description", channel.description),
    "<language>en</language>",
    `<atom:link href="${escapeXml(channel.origin + channel.feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [tag("lastBuildDate", rssDate(newest))] : []),
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
