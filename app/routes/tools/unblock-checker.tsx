import type { Route } from "./+types/unblock-checker";
import { getPage } from "~/copy/pages";
import { unblockCheckerNotes } from "~/copy/tool-copy/unblock-checker";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { UnblockChecker } from "~/features/tools/unblock-checker/unblock-checker";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Starts with a button: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [
  toolFrameHtml({ notes: unblockCheckerNotes }),
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools/unblock-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function UnblockCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <UnblockChecker />
    </ToolPage>
  );
}
