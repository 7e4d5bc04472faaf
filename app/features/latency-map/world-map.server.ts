import { geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land from "world-atlas/land-110m.json";
import { latencyCities } from "~/content/latency-cities";
import { MAP_HEIGHT, MAP_WIDTH, mapProjection, projectPoint } from "./projection";

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
  const path = geoPath(mapProjection().precision(0.5)).digits(1);
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    land: path(outline) ?? "",
    cities: latencyCities.map((city) => ({ id: city.id, ...projectPoint(city.lat, city.lon)! })),
  };
}
