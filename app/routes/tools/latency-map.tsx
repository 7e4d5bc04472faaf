import type { Route } from "./+types/latency-map";
import { getPage } from "~/copy/pages";
import { latencyMapCopy } from "~/copy/tool-copy/latency-map";
import { LatencyMap } from "~/features/tools/latency-map/latency-map";
import { worldMap } from "~/features/tools/latency-map/world-map.server";
import { pageMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

/** The map is projected here, at prerender time: the page ships an SVG path, no map code. */
export function loader() {
  return { page: getPage("/tools/latency-map"), map: worldMap() };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function LatencyMapPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} width="wide" notes={<ToolNotes {...latencyMapCopy.notes} />}>
      <LatencyMap map={loaderData.map} />
    </ToolPage>
  );
}
