import type { Route } from "./+types/privacy-guides";
import { privacyTools } from "~/copy/directory/privacy-tools";
import { getPage } from "~/copy/pages";
import { pageMeta } from "~/lib/seo/meta";
import { availablePlatforms, categoryCounts } from "~/features/directory/filter-tools";
import { PrivacyDirectory } from "~/features/directory/privacy-directory";
import { TOOL_LIST_ID } from "~/features/directory/static-tool-list";
import { renderToolListHtml } from "~/features/directory/tool-list-html.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { provideServerHtml } from "~/lib/static-output/server-html-context";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Its filters act in the page: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/**
 * Prerendered with the whole list in the HTML as static markup that is never hydrated
 * (decision 021); the browser gets the filters' counts, not the directory a second time as
 * data. Filters live in the URL and apply in the browser (use-directory-filters.ts).
 */
let listHtml: string | undefined;

export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    listHtml ??= renderToolListHtml(privacyTools);
    provideServerHtml(context, TOOL_LIST_ID, listHtml);
    return next();
  },
];

export function loader() {
  return {
    page: getPage("/privacy-guides"),
    total: privacyTools.length,
    categories: categoryCounts(privacyTools),
    platforms: availablePlatforms(privacyTools),
  };
}

/** A client-side navigation: the cards come from the page's own document. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function PrivacyGuides({ loaderData }: Route.ComponentProps) {
  const { page, ...directory } = loaderData;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <PrivacyDirectory {...directory} />
    </>
  );
}
