import type { Route } from "./+types/ip-checker";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/content/pages";
import { ipCheckerCopy } from "~/content/tool-copy/ip-checker";
import { IpChecker } from "~/features/ip-check/ip-checker";
import { seoMeta } from "~/features/seo/meta";
import { DbipAttribution, ToolNotes, ToolPage } from "~/features/tools/tool-page";

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
