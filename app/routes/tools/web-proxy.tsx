import type { Route } from "./+types/web-proxy";
import { getEnv } from "~/config/env.server";
import { getPage } from "~/copy/pages";
import { webProxyNotes } from "~/copy/tool-copy/web-proxy";
import { WebProxy } from "~/features/tools/web-proxy/web-proxy";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { proxyPanelsHtml } from "~/features/tools/web-proxy/proxy-features.server";
import { hydrateAfterLoad } from "~/lib/static-output/hydrate-on-intent";

/** Loads its server list and statistics as the page loads: once it has loaded (decision 022). */
export const handle = hydrateAfterLoad;

/** The static panels, notes and call to action: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [
  ...proxyPanelsHtml,
  toolFrameHtml({ notes: webProxyNotes }),
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

// Rendered per request (not prerendered), so PROXY_ORIGIN is read at run time.
export function loader() {
  return { page: getPage("/tools/web-proxy"), frameOrigin: getEnv().PROXY_ORIGIN ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function WebProxyPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <WebProxy frameOrigin={loaderData.frameOrigin} />
    </ToolPage>
  );
}
