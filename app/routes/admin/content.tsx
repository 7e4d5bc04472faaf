import type { Route } from "./+types/content";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { adminPages } from "~/content/admin-pages";
import { useApiList } from "~/features/api-client/use-api-list";
import { ContentGeneratorForm } from "~/features/content/content-generator-form";
import type { ContentItemJson } from "~/features/content/content-item";
import { ContentList } from "~/features/content/content-list";
import { adminMeta } from "~/features/seo/admin-meta";

const page = adminPages.content!;

/** /admin/content, and /admin/content/new with the topic field focused. */
export function loader({ request }: Route.LoaderArgs) {
  return { focusForm: new URL(request.url).pathname.endsWith("/new") };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  adminMeta("content", location.pathname, matches);

export default function ContentManagement({ loaderData }: Route.ComponentProps) {
  const [state, reload] = useApiList<ContentItemJson>("/api/content");
  return (
    <div className="grid gap-8">
      <AdminPageHeader heading={page.heading} description={page.description} />
      <ContentGeneratorForm onGenerated={reload} autoFocus={loaderData.focusForm} />
      <ContentList state={state} reload={reload} />
    </div>
  );
}
