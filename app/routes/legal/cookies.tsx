import type { Route } from "./+types/cookies";
import { cookiePolicy } from "~/copy/legal/cookies";
import { getPage } from "~/copy/pages";
import { legalBodyHtml } from "~/features/legal/legal-body.server";
import { LegalDocumentView, legalOutline } from "~/features/legal/legal-document";
import { pageMeta } from "~/lib/seo/meta";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The text is server markup the browser keeps; the data is its date and contents list. */
export const middleware: Route.MiddlewareFunction[] = [legalBodyHtml(cookiePolicy)];

export function loader() {
  return { page: getPage("/legal/cookies"), outline: legalOutline(cookiePolicy) };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView heading={loaderData.page.heading} outline={loaderData.outline} />;
}
