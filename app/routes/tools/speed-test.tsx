import type { Route } from "./+types/speed-test";
import { getPage } from "~/copy/pages";
import { speedTestCopy } from "~/copy/tool-copy/speed-test";
import { pageMeta } from "~/lib/seo/meta";
import { SpeedTest } from "~/features/tools/speed-test/speed-test";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/speed-test") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function SpeedTestPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...speedTestCopy.notes} />}>
      <SpeedTest />
    </ToolPage>
  );
}
