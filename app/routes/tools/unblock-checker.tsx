import type { Route } from "./+types/unblock-checker";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/copy/pages";
import { unblockCheckerCopy } from "~/copy/tool-copy/unblock-checker";
import { seoMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";
import { UnblockChecker } from "~/features/tools/unblock-checker/unblock-checker";

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
