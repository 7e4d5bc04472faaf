import type { Route } from "./+types/sitemap";
import { getEnv, siteUrl } from "~/config/env.server";
import { sitemapPaths } from "~/copy/page-paths";
import { databaseContext } from "~/db/context";
import { publishedSummaries } from "~/features/blog/blog-source.server";
import { publishedPageEntries } from "~/features/articles/content-store.server";
import { renderSitemap } from "~/lib/seo/sitemap";

/** Every public page, embedded article and location, plus the published posts and pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const paths = sitemapPaths();
  const known = new Set(paths);
  const posts = (await publishedSummaries(db)).filter((post) => !known.has(`/blog/${post.slug}`));
  const xml = renderSitemap(siteUrl(getEnv()), [
    ...paths.map((path) => ({ path })),
    ...posts.map((post) => ({
      path: `/blog/${post.slug}`,
      lastModified: new Date(post.updatedAt),
    })),
    ...(await publishedPageEntries(db)),
  ]);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
