import type { Route } from "./+types/cookies";
import { cookiePolicy } from "~/content/legal/cookies";
import { getPage } from "~/content/pages";
import { LegalDocumentView } from "~/features/legal/legal-document";
import { pageMeta } from "~/features/seo/meta";

export function loader() {
  return { page: getPage("/legal/cookies"), document: cookiePolicy };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView heading={loaderData.page.heading} document={loaderData.document} />;
}
