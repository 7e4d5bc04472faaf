import type { Route } from "./+types/ip-checker";
import { getPage } from "~/copy/pages";
import { ipCheckerNotes } from "~/copy/tool-copy/ip-checker";
import { IpChecker } from "~/features/tools/ip-checker/ip-checker";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { hydrateAfterLoad } from "~/lib/static-output/hydrate-on-intent";

/** Looks up the visitor's address as the page loads: once it has loaded (decision 022). */
export const handle = hydrateAfterLoad;

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [
  toolFrameHtml({ notes: ipCheckerNotes, attribution: true }),
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools/ip-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function IpCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <IpChecker />
    </ToolPage>
  );
}
