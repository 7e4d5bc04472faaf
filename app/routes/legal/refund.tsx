import type { Route } from "./+types/refund";
import { refundPolicy } from "~/copy/legal/refund";
import { getPage } from "~/copy/pages";
import { LegalDocumentView } from "~/features/legal/legal-document";
import { pageMeta } from "~/lib/seo/meta";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

export function loader() {
  return { page: getPage("/legal/refund"), document: refundPolicy };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function RefundPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView heading={loaderData.page.heading} document={loaderData.document} />;
}
