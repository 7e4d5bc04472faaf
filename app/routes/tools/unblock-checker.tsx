import type { Route } from "./+types/unblock-checker";
import { getPage } from "~/copy/pages";
import { unblockCheckerCopy } from "~/copy/tool-copy/unblock-checker";
import { pageMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";
import { UnblockChecker } from "~/features/tools/unblock-checker/unblock-checker";

export function loader() {
  return { page: getPage("/tools/unblock-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function UnblockCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...unblockCheckerCopy.notes} />}>
      <UnblockChecker />
    </ToolPage>
  );
}
