import type { Route } from "./+types/content-page";
import { LazyErrorScreen } from "~/components/layout/lazy-error-screen";
import { publicConfigFromMatches } from "~/config/public-config";
import { databaseContext } from "~/db/context";
import { ArticleHtml } from "~/components/ui/article-html";
import { findPublishedPage } from "~/features/articles/content-store.server";
import { sanitizeContentHtml } from "~/features/articles/sanitize-html.server";
import { seoMeta, notFoundMeta } from "~/lib/seo/meta";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { throwNotFound } from "~/lib/http/not-found";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** A published page written in the admin (/pages/{slug}); anything else is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await findPublishedPage(context.get(databaseContext), params.slug);
  if (!item) throwNotFound();
  return {
    title: item.title,
    excerpt: item.excerpt,
    slug: item.slug,
    html: sanitizeContentHtml(item.content),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const origin = publicConfigFromMatches(matches).origin;
  if (!loaderData) {
    return notFoundMeta(location.pathname, origin);
  }
  return seoMeta({
    title: loaderData.title,
    description: loaderData.excerpt,
    path: `/pages/${loaderData.slug}`,
    origin,
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      {/* The article opens with its own introduction (the excerpt), so the heading stands alone. */}
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {loaderData.title}
      </h1>
      <ArticleHtml html={loaderData.html} className="mt-8" />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyErrorScreen error={error} />;
}
