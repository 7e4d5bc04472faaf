import type { Route } from "./+types/ip-checker";
import { getPage } from "~/copy/pages";
import { ipCheckerCopy } from "~/copy/tool-copy/ip-checker";
import { IpChecker } from "~/features/tools/ip-checker/ip-checker";
import { pageMeta } from "~/lib/seo/meta";
import { DbipAttribution, ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/ip-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function IpCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage
      page={loaderData.page}
      notes={
        <ToolNotes {...ipCheckerCopy.notes}>
          <DbipAttribution />
        </ToolNotes>
      }
    >
      <IpChecker />
    </ToolPage>
  );
}
