import type { Route } from "./+types/unblock-checker";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/content/pages";
import { unblockCheckerCopy } from "~/content/tool-copy/unblock-checker";
import { seoMeta } from "~/features/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/tool-page";
import { UnblockChecker } from "~/features/unblock-check/unblock-checker";

export function loader() {
  return { page: getPage("/tools/unblock-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

export default function UnblockCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...unblockCheckerCopy.notes} />}>
      <UnblockChecker />
    </ToolPage>
  );
}
