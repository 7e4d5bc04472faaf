import type { Route } from "./+types/connection-report";
import { getPage } from "~/copy/pages";
import { connectionReportNotes } from "~/copy/tool-copy/connection-report";
import { ConnectionReport } from "~/features/tools/connection-report/connection-report";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Starts with a button; a shared report's link (#r=…) hydrates at once: on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [
  toolFrameHtml({ notes: connectionReportNotes, attribution: true }),
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools/connection-report") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function ConnectionReportPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <ConnectionReport />
    </ToolPage>
  );
}
