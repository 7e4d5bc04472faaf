import type { Route } from "./+types/connection-report";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/content/pages";
import { connectionReportCopy } from "~/content/tool-copy/connection-report";
import { ConnectionReport } from "~/features/connection-report/connection-report";
import { seoMeta } from "~/features/seo/meta";
import { DbipAttribution, ToolNotes, ToolPage } from "~/features/tools/tool-page";

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
