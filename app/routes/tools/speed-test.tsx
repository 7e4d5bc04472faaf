import type { Route } from "./+types/speed-test";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/content/pages";
import { speedTestCopy } from "~/content/tool-copy/speed-test";
import { seoMeta } from "~/features/seo/meta";
import { SpeedTest } from "~/features/speed-test/speed-test";
import { ToolNotes, ToolPage } from "~/features/tools/tool-page";

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
