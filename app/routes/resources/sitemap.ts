import type { Route } from "./+types/sitemap";
import { getEnv, siteUrl } from "~/config/env.server";
import { databaseContext } from "~/db/context";
import { publishedPageEntries } from "~/features/content/content-store.server";
import { sitemapPaths } from "~/config/prerender";
import { renderSitemap } from "~/features/seo/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = renderSitemap(siteUrl(getEnv()), [
    ...sitemapPaths().map((path) => ({ path })),
    ...(await publishedPageEntries(context.get(databaseContext))),
  ]);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
