import { createContext } from "react-router";
import type { Route } from "./+types/blog-post";
import { publicConfigFromMatches, usePublicConfig } from "~/config/public-config";
import { databaseContext } from "~/db/context";
import { relatedArticles } from "~/features/blog/blog-filter";
import { BlogHeader } from "~/features/blog/blog-header";
import { articleMeta, articlePath } from "~/features/blog/article-seo";
import { ArticleView } from "~/features/blog/article-view";
import { type ArticlePage, findArticlePage } from "~/features/blog/blog-source.server";
import { notFoundMeta } from "~/lib/seo/meta";
import { LazyErrorScreen } from "~/components/layout/lazy-error-screen";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { provideServerHtml } from "~/lib/static-output/server-html-context";
import { throwNotFound } from "~/lib/http/not-found";

/** The article body's island: its markup is in the document once, not also in its data. */
const ARTICLE_BODY_ID = "article-body";

/**
 * The article this request shows, found once by the middleware (which needs its body) and read
 * by the loader; null for an unknown slug.
 */
const articlePageContext = createContext<ArticlePage | null>(null);

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The body goes into the document once, as markup, and not into its data (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, context }, next) => {
    const found = await findArticlePage(params.slug, () => context.get(databaseContext));
    context.set(articlePageContext, found);
    if (found) provideServerHtml(context, ARTICLE_BODY_ID, found.article.content);
    return next();
  },
];

/** An unknown slug is a 404. */
export function loader({ context }: Route.LoaderArgs) {
  const found = context.get(articlePageContext);
  if (!found) throwNotFound();
  const { content: _body, ...article } = found.article;
  return {
    article,
    related: relatedArticles(found.article, found.pool),
  };
}

/** A client-side navigation: the body comes from the article's own document. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

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
      <ArticleView
        key={article.slug}
        article={article}
        bodyId={ARTICLE_BODY_ID}
        related={related}
        url={url}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <BlogHeader variant="article" />
      <LazyErrorScreen error={error} />
    </>
  );
}
