import type { Route } from "./+types/automation";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { adminPages } from "~/copy/admin-pages";
import { useApiList } from "~/hooks/use-api-list";
import { AutomationForm } from "~/features/automation/automation-form";
import type { AutomationJson } from "~/features/automation/automation-json";
import { AutomationList } from "~/features/automation/automation-list";
import { adminMeta } from "~/lib/seo/admin-meta";

const page = adminPages.automation;

/** /admin/automation, and /admin/automation/new with the topic field focused. */
export function loader({ request }: Route.LoaderArgs) {
  return { focusForm: new URL(request.url).pathname.endsWith("/new") };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  adminMeta(page, location.pathname, matches);

export default function BlogAutomation({ loaderData }: Route.ComponentProps) {
  const { state, reload } = useApiList<AutomationJson>("/api/blog-automation");
  return (
    <div className="grid gap-8">
      <AdminPageHeader heading={page.heading} description={page.description} />
      <AutomationForm onCreated={reload} autoFocus={loaderData.focusForm} />
      <AutomationList state={state} reload={reload} />
    </div>
  );
}
