import type { Route } from "./+types/dns-leak";
import { getPage } from "~/copy/pages";
import { dnsLeakNotes } from "~/copy/tool-copy/dns-leak";
import { DnsLeakTest } from "~/features/tools/dns-leak/dns-leak-test";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { hydrateAfterLoad } from "~/lib/static-output/hydrate-on-intent";

/** Starts its test as the page loads: once it has loaded (decision 022). */
export const handle = hydrateAfterLoad;

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [toolFrameHtml({ notes: dnsLeakNotes })];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools/dns-leak") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function DnsLeakPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <DnsLeakTest />
    </ToolPage>
  );
}
