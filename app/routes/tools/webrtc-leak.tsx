import type { Route } from "./+types/webrtc-leak";
import { getPage } from "~/copy/pages";
import { webrtcLeakCopy } from "~/copy/tool-copy/webrtc-leak";
import { pageMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";
import { WebRtcLeakTest } from "~/features/tools/webrtc-leak/webrtc-leak-test";

export function loader() {
  return { page: getPage("/tools/webrtc-leak") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function WebRtcLeakPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...webrtcLeakCopy.notes} />}>
      <WebRtcLeakTest />
    </ToolPage>
  );
}
