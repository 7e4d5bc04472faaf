import type { Route } from "./+types/terms";
import { termsOfUse } from "~/copy/legal/terms";
import { getPage } from "~/copy/pages";
import { LegalDocumentView } from "~/features/legal/legal-document";
import { pageMeta } from "~/lib/seo/meta";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

export function loader() {
  return { page: getPage("/legal/terms"), document: termsOfUse };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView heading={loaderData.page.heading} document={loaderData.document} />;
}
