import { geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land from "world-atlas/land-110m.json";
import { latencyCities } from "~/copy/latency-cities";
import { MAP_HEIGHT, MAP_WIDTH, mapProjection, projectPoint } from "./projection";

const MIN_AREA = 6;

export type WorldMap = {
  width: number;
  height: number;
  /** The land outline as one SVG path (Natural Earth 1:110m via world-atlas). */
  land: string;
  cities: { id: string; x: number; y: number }[];
};

/**
 * Projects the map once, on the server (the page is prerendered): the browser receives a
 * finished SVG path and no map data or map code.
 */
export function worldMap(): WorldMap {
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
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    land: drawn.map((polygon) => path(polygon) ?? "").join(""),
    cities: latencyCities.map((city) => ({ id: city.id, ...projectPoint(city.lat, city.lon)! })),
  };
}
