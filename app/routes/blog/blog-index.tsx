import { useLocation } from "react-router";
import type { Route } from "./+types/blog-index";
import { publicConfigFromMatches } from "~/config/public-config";
import { blogCopy } from "~/copy/blog/blog-copy";
import { getPage } from "~/copy/pages";
import { databaseContext } from "~/db/context";
import { blogListView, parseBlogPage, parseBlogQuery } from "~/features/blog/blog-filter";
import { BlogHeader } from "~/features/blog/blog-header";
import { BlogList } from "~/features/blog/blog-list";
import { allSummaries } from "~/features/blog/blog-source.server";
import { seoMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Its search and chips act in the page: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** One page of the list the URL asks for (?q=, ?category=, ?page=), as card data. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const articles = await allSummaries(context.get(databaseContext));
  return {
    page: getPage("/blog"),
    view: blogListView(articles, parseBlogQuery(params), parseBlogPage(params)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const origin = publicConfigFromMatches(matches).origin;
  const { page, view } = loaderData;
  // An older page has its own title; of the whole blog, its own canonical address too. A
  // search's or category's pages keep /blog's, as their first page does.
  const paged =
    view.page > 1
      ? {
          title: blogCopy.list.pageTitle(page.title, view),
          ...(view.unfiltered ? { path: `/blog?page=${view.page}` } : {}),
        }
      : {};
  return [
    ...seoMeta({ ...page, ...paged, origin }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: page.title,
      href: `${origin}/blog/rss.xml`,
    },
  ];
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { page, view } = loaderData;
  // useLocation rather than useSearchParams: it is already in every page's router bundle.
  const query = parseBlogQuery(new URLSearchParams(useLocation().search));
  return (
    <>
      <BlogHeader variant="list" query={query} />
      <PageIntro heading={page.heading} description={page.description} />
      <BlogList view={view} query={query} />
    </>
  );
}
