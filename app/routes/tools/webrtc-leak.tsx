import type { Route } from "./+types/webrtc-leak";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/content/pages";
import { webrtcLeakCopy } from "~/content/tool-copy/webrtc-leak";
import { seoMeta } from "~/features/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/tool-page";
import { WebRtcLeakTest } from "~/features/webrtc-leak/webrtc-leak-test";

export function loader() {
  return { page: getPage("/tools/webrtc-leak") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

export default function WebRtcLeakPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...webrtcLeakCopy.notes} />}>
      <WebRtcLeakTest />
    </ToolPage>
  );
}
