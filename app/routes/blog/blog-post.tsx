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
import { fetchIslandHtml } from "~/lib/static-output/fetch-island-html";
import { provideServerHtml } from "~/lib/static-output/server-html-context";

/** The article body's island: its markup is in the document once, not also in its data. */
const ARTICLE_BODY_ID = "article-body";

/**
 * The page's article and the pool its related articles come from. Embedded articles are
 * prerendered at build time, without a database, so they never touch it (their related
 * articles come from the embedded set); other slugs are published posts, rendered per request.
 * Looked up once per request: the middleware and the loader both need it.
 */
const lookups = new WeakMap<
  object,
  Promise<{ article: BlogArticle; pool: readonly BlogArticle[] } | null>
>();
function lookUp(slug: string, context: Route.LoaderArgs["context"]) {
  let found = lookups.get(context);
  if (!found) {
    found = (async () => {
      const embedded = findEmbeddedArticle(slug);
      if (embedded) return { article: embedded, pool: embeddedArticles };
      const db = context.get(databaseContext);
      const article = await findArticle(db, slug);
      return article ? { article, pool: await allArticles(db) } : null;
    })();
    lookups.set(context, found);
  }
  return found;
}

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The body goes into the document once, as markup, and not into its data (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, context }, next) => {
    const found = await lookUp(params.slug, context);
    if (found) provideServerHtml(context, ARTICLE_BODY_ID, found.article.content);
    return next();
  },
];

/** An unknown slug is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await lookUp(params.slug, context);
  if (!found) throw data(null, { status: 404 });
  const { content: _body, ...article } = found.article;
  return {
    article,
    bodyHtml: null as string | null,
    related: relatedArticles(found.article, found.pool).map(toSummary),
  };
}

/** A client-side navigation: the body comes from the article's document (server-html.tsx). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data, bodyHtml] = await Promise.all([
    serverLoader(),
    fetchIslandHtml(request.url, ARTICLE_BODY_ID),
  ]);
  return { ...data, bodyHtml };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const origin = publicConfigFromMatches(matches).origin;
  if (!loaderData) {
    return notFoundMeta(location.pathname, origin);
  }
  return articleMeta(origin, loaderData.article);
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, bodyHtml, related } = loaderData;
  const url = `${usePublicConfig().origin}${articlePath(article.slug)}`;
  return (
    <>
      <BlogHeader variant="article" />
      <ArticleView
        key={article.slug}
        article={article}
        body={{ id: ARTICLE_BODY_ID, html: bodyHtml }}
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
      <ErrorScreen error={error} />
    </>
  );
}
