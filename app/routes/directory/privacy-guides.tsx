import type { Route } from "./+types/privacy-guides";
import { publicConfigFromMatches } from "~/config/public-config";
import { privacyTools } from "~/content/directory/privacy-tools";
import { getPage } from "~/content/pages";
import { seoMeta } from "~/features/seo/meta";
import { PrivacyDirectory } from "~/features/directory/privacy-directory";
import { PageIntro } from "~/components/layout/page-intro";

/**
 * Prerendered with the whole list in the HTML; the data comes through the loader so it is
 * not also bundled into the page's JavaScript. Filters live in the URL and apply in the
 * browser (see features/directory/use-directory-filters.ts).
 */
export function loader() {
  return { page: getPage("/privacy-guides"), tools: privacyTools };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

export default function PrivacyGuides({ loaderData }: Route.ComponentProps) {
  const { page, tools } = loaderData;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <PrivacyDirectory tools={tools} />
    </>
  );
}
