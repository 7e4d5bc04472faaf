import type { Route } from "./+types/speed-test";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/copy/pages";
import { speedTestCopy } from "~/copy/tool-copy/speed-test";
import { seoMeta } from "~/lib/seo/meta";
import { SpeedTest } from "~/features/tools/speed-test/speed-test";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/speed-test") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

export default function SpeedTestPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...speedTestCopy.notes} />}>
      <SpeedTest />
    </ToolPage>
  );
}
