import type { Route } from "./+types/webrtc-leak";
import { getPage } from "~/copy/pages";
import { webrtcLeakNotes } from "~/copy/tool-copy/webrtc-leak";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { WebRtcLeakTest } from "~/features/tools/webrtc-leak/webrtc-leak-test";
import { hydrateAfterLoad } from "~/lib/static-output/hydrate-on-intent";

/** Gathers the browser's candidates as the page loads: once it has loaded (decision 022). */
export const handle = hydrateAfterLoad;

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [toolFrameHtml({ notes: webrtcLeakNotes })];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools/webrtc-leak") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function WebRtcLeakPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <WebRtcLeakTest />
    </ToolPage>
  );
}
