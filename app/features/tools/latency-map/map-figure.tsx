import { latencyMapCopy as copy } from "~/copy/tool-copy/latency-map";
import type { LatencyContext } from "./latency-context.server";
import { type CityLatency } from "./measure-latency";
import { toneFill } from "~/features/tools/shared/tone";
import { latencyTone } from "./latency";
import type { WorldMap } from "./world-map.server";
import { KeptHtml } from "~/lib/static-output/kept-html";

/** The land outline's kept markup (map-land.server.tsx draws it). */
export const MAP_LAND_ID = "latency-map-land";

/** The prerendered world map, with the cities coloured by latency and the visitor's point. */
export function MapFigure({
  map,
  results,
  position,
}: {
  map: WorldMap;
  results: readonly CityLatency[] | null;
  position: LatencyContext["position"];
}) {
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="img"
      aria-label={copy.mapLabel}
      className="h-auto w-full"
    >
      <KeptHtml as="g" id={MAP_LAND_ID} />
      {map.cities.map((city) => {
        const latency = results?.find((result) => result.id === city.id)?.latency ?? null;
        const fill = latency === null ? "fill-primary" : toneFill[latencyTone(latency)];
        return (
          <g key={city.id} data-city={city.id}>
            <circle cx={city.x} cy={city.y} r={14} className={`${fill} opacity-25`} />
            <circle
              cx={city.x}
              cy={city.y}
              r={6}
              className={`${fill} stroke-background`}
              strokeWidth={2}
            />
          </g>
        );
      })}
      {position ? (
        <g data-testid="visitor-point">
          <circle cx={position.x} cy={position.y} r={5} className="fill-foreground" />
          <text
            x={position.x + 9}
            y={position.y + 5}
            className="fill-foreground text-[15px] font-semibold"
          >
            {copy.you}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
