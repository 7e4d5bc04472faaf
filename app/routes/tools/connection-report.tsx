import type { Route } from "./+types/connection-report";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/copy/pages";
import { connectionReportCopy } from "~/copy/tool-copy/connection-report";
import { ConnectionReport } from "~/features/tools/connection-report/connection-report";
import { seoMeta } from "~/lib/seo/meta";
import { DbipAttribution, ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/connection-report") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

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
