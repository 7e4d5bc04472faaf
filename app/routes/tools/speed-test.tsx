import type { Route } from "./+types/speed-test";
import { getPage } from "~/copy/pages";
import { speedTestNotes } from "~/copy/tool-copy/speed-test";
import { pageMeta } from "~/lib/seo/meta";
import { SpeedTest } from "~/features/tools/speed-test/speed-test";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [toolFrameHtml({ notes: speedTestNotes })];

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
