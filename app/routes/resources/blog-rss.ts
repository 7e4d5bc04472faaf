import type { Route } from "./+types/blog-rss";
import { getEnv, siteUrl } from "~/config/env.server";
import { blogCopy } from "~/copy/blog/blog-copy";
import { databaseContext } from "~/db/context";
import { allArticles } from "~/features/blog/blog-source.server";
import { renderRss } from "~/features/blog/rss";

/** RSS 2.0 feed of every article, embedded and published, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const articles = await allArticles(context.get(databaseContext));
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
