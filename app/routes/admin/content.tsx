import type { Route } from "./+types/content";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { adminPages } from "~/copy/admin-pages";
import { useApiPages } from "~/hooks/use-api-pages";
import { ContentGeneratorForm } from "~/features/articles/content-generator-form";
import type { ContentListItemJson } from "~/features/articles/content-item";
import { ContentList } from "~/features/articles/content-list";
import { adminMeta } from "~/lib/seo/admin-meta";

const page = adminPages.content;

/** /admin/content, and /admin/content/new with the topic field focused. */
export function loader({ request }: Route.LoaderArgs) {
  return { focusForm: new URL(request.url).pathname.endsWith("/new") };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  adminMeta(page, location.pathname, matches);

export default function ContentManagement({ loaderData }: Route.ComponentProps) {
  const { state, reload, ...more } = useApiPages<ContentListItemJson>("/api/content");
  return (
    <div className="grid gap-8">
      <AdminPageHeader heading={page.heading} description={page.description} />
      <ContentGeneratorForm onGenerated={reload} autoFocus={loaderData.focusForm} />
      <ContentList state={state} reload={reload} more={more} />
    </div>
  );
}
