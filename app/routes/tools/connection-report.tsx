import type { Route } from "./+types/connection-report";
import { getPage } from "~/copy/pages";
import { connectionReportCopy } from "~/copy/tool-copy/connection-report";
import { ConnectionReport } from "~/features/tools/connection-report/connection-report";
import { pageMeta } from "~/lib/seo/meta";
import { DbipAttribution, ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/connection-report") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function ConnectionReportPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage
      page={loaderData.page}
      notes={
        <ToolNotes {...connectionReportCopy.notes}>
          <DbipAttribution />
        </ToolNotes>
      }
    >
      <ConnectionReport />
    </ToolPage>
  );
}
