import { data } from "react-router";
import type { Route } from "./+types/admin-outline";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { adminPages } from "~/content/admin-pages";
import { adminMeta } from "~/features/seo/admin-meta";

/** The outline of an admin screen until its issue builds it (analytics, for now). */
export function loader({ url }: Route.LoaderArgs) {
  const key = url.pathname.split("/")[2] ?? "";
  const page = adminPages[key];
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  adminMeta(location.pathname.split("/")[2] ?? "", location.pathname, matches);

export default function AdminOutline({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPageHeader heading={loaderData.page.heading} description={loaderData.page.description} />
  );
}
