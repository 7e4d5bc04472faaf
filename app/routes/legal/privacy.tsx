import type { Route } from "./+types/privacy";
import { privacyPolicy } from "~/copy/legal/privacy";
import { getPage } from "~/copy/pages";
import { LegalDocumentView } from "~/features/legal/legal-document";
import { pageMeta } from "~/lib/seo/meta";

export function loader() {
  return { page: getPage("/legal/privacy"), document: privacyPolicy };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView heading={loaderData.page.heading} document={loaderData.document} />;
}
