import type { Route } from "./+types/ip-checker";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/copy/pages";
import { ipCheckerCopy } from "~/copy/tool-copy/ip-checker";
import { IpChecker } from "~/features/tools/ip-checker/ip-checker";
import { seoMeta } from "~/lib/seo/meta";
import { DbipAttribution, ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/ip-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

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
