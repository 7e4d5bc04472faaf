import type { Route } from "./+types/blog-rss";
import { getEnv, siteUrl } from "~/config/env.server";
import { blogCopy } from "~/copy/blog/blog-copy";
import { databaseContext } from "~/db/context";
import { allSummaries } from "~/features/blog/blog-source.server";
import { renderRss } from "~/features/blog/rss";

/** RSS 2.0 feed of the newest articles, embedded and published (FEED_ITEMS of them). */
export async function loader({ context }: Route.LoaderArgs) {
  const articles = await allSummaries(context.get(databaseContext));
  const xml = renderRss(
    {
      origin: siteUrl(getEnv()),
      title: blogCopy.rss.title,
      description: blogCopy.rss.description,
      feedPath: "/blog/rss.xml",
      listPath: "/blog",
    },
    articles,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
