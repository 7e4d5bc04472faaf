import { geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land from "world-atlas/land-110m.json";
import { latencyCities } from "~/copy/latency-cities";
import { MAP_HEIGHT, MAP_WIDTH, mapProjection, projectPoint } from "./projection";

const MIN_AREA = 6;

/** The map's box and its cities' points: the page's data. */
export type WorldMap = {
  width: number;
  height: number;
  cities: { id: string; x: number; y: number }[];
};

/** The map's frame and the server cities, projected on the server. */
export function worldMap(): WorldMap {
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    cities: latencyCities.map((city) => ({ id: city.id, ...projectPoint(city.lat, city.lon)! })),
  };
}

/**
 * The land outline as one SVG path (Natural Earth 1:110m via world-atlas), projected once, on
 * the server: the browser receives a finished path and no map data or map code. It is the
 * page's one large piece of markup (about 36 KB), so it is kept markup, not data
 * (`mapLandHtml` in map-land.server.tsx, decision 021).
 */
export function worldLandPath(): string {
  const topology = land as unknown as Topology<{ land: GeometryCollection }>;
  const outline = feature(topology, topology.objects.land);
  const path = geoPath(mapProjection().precision(1)).digits(0);
  // Islands smaller than a few pixels only add bytes to the page.
  const polygons = outline.features.flatMap((land) =>
    land.geometry.type === "MultiPolygon"
      ? land.geometry.coordinates.map((coordinates) => ({ type: "Polygon" as const, coordinates }))
      : land.geometry.type === "Polygon"
        ? [land.geometry]
        : [],
  );
  const drawn = polygons.filter((polygon) => path.area(polygon) >= MIN_AREA);
  return drawn.map((polygon) => path(polygon) ?? "").join("");
}
