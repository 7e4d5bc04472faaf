import type { Route } from "./+types/privacy";
import { privacyPolicy } from "~/content/legal/privacy";
import { getPage } from "~/content/pages";
import { LegalDocumentView } from "~/features/legal/legal-document";
import { pageMeta } from "~/features/seo/meta";

export function loader() {
  return { page: getPage("/legal/privacy"), document: privacyPolicy };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView heading={loaderData.page.heading} document={loaderData.document} />;
}
