import { data } from "react-router";
import type { Route } from "./+types/outline-page";
import { publicConfigFromMatches } from "~/config/public-config";
import { findPage } from "~/content/pages";
import { seoMeta } from "~/features/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";

/**
 * The outline of a page whose full content is still to come: its title, heading and
 * summary from app/content/pages.ts. Each page moves to a module of its own as it is built.
 */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const page = findPage(path);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({
        ...loaderData.page,
        origin: publicConfigFromMatches(matches).origin,
      })
    : [];

export default function OutlinePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <PageIntro heading={page.heading} description={page.description} />;
}
