import { getEnv, siteUrl } from "~/config/env.server";
import { sitemapPaths } from "~/config/prerender";
import { renderSitemap } from "~/features/seo/sitemap";

export function loader() {
  const xml = renderSitemap(
    siteUrl(getEnv()),
    sitemapPaths().map((path) => ({ path })),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
