import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { publicConfigFromMatches, usePublicConfig } from "~/config/public-config";
import { databaseContext } from "~/db/context";
import { type BlogArticle, toSummary } from "~/features/blog/blog-article";
import { relatedArticles } from "~/features/blog/blog-filter";
import { BlogHeader } from "~/features/blog/blog-header";
import { articleMeta, articlePath } from "~/features/blog/article-seo";
import { ArticleView } from "~/features/blog/article-view";
import { allArticles, findArticle } from "~/features/blog/blog-source.server";
import { embeddedArticles, findEmbeddedArticle } from "~/features/blog/embedded-articles";
import { notFoundMeta } from "~/lib/seo/meta";
import { ErrorScreen } from "~/components/layout/error-screen";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

function view(article: BlogArticle, pool: readonly BlogArticle[]) {
  return { article, related: relatedArticles(article, pool).map(toSummary) };
}

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/**
 * Embedded articles are prerendered at build time, without a database, so they never touch
 * it (their related articles come from the embedded set). Other slugs are published posts,
 * rendered per request; an unknown slug is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const embedded = findEmbeddedArticle(params.slug);
  if (embedded) return view(embedded, embeddedArticles);
  const db = context.get(databaseContext);
  const article = await findArticle(db, params.slug);
  if (!article) throw data(null, { status: 404 });
  return view(article, await allArticles(db));
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const origin = publicConfigFromMatches(matches).origin;
  if (!loaderData) {
    return notFoundMeta(location.pathname, origin);
  }
  return articleMeta(origin, loaderData.article);
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const url = `${usePublicConfig().origin}${articlePath(article.slug)}`;
  return (
    <>
      <BlogHeader variant="article" />
      <ArticleView key={article.slug} article={article} related={related} url={url} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <BlogHeader variant="article" />
      <ErrorScreen error={error} />
    </>
  );
}
