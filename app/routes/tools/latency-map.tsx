import type { Route } from "./+types/latency-map";
import { getPage } from "~/copy/pages";
import { latencyMapNotes } from "~/copy/tool-copy/latency-map";
import { LatencyMap } from "~/features/tools/latency-map/latency-map";
import { mapLandHtml } from "~/features/tools/latency-map/map-land.server";
import { worldMap } from "~/features/tools/latency-map/world-map.server";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage, type ToolWidth } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { hydrateAfterLoad } from "~/lib/static-output/hydrate-on-intent";

/** Measures every region as the page loads: once it has loaded (decision 022). */
export const handle = hydrateAfterLoad;

/** The map: the tool and what follows it share one width. */
const width: ToolWidth = "wide";

/**
 * The notes and the call to action after the tool, and the map's land outline: server markup,
 * kept by the browser.
 */
export const middleware: Route.MiddlewareFunction[] = [
  toolFrameHtml({ notes: latencyMapNotes, width }),
  mapLandHtml,
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

/** The map is projected here, at prerender time: the page ships SVG, no map code. */
export function loader() {
  return { page: getPage("/tools/latency-map"), map: worldMap() };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function LatencyMapPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} width={width}>
      <LatencyMap map={loaderData.map} />
    </ToolPage>
  );
}
