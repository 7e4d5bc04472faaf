import type { Route } from "./+types/speed-test";
import { getPage } from "~/copy/pages";
import { speedTestNotes } from "~/copy/tool-copy/speed-test";
import { pageMeta } from "~/lib/seo/meta";
import { SpeedTest } from "~/features/tools/speed-test/speed-test";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Starts with a button; a shared result's link (#r=…) hydrates at once: on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [toolFrameHtml({ notes: speedTestNotes })];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools/speed-test") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function SpeedTestPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <SpeedTest />
    </ToolPage>
  );
}
