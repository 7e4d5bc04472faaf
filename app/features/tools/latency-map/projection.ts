import { geoEqualEarth } from "d3-geo";

/** The map's size in SVG units; the SVG scales to its container. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 468;

/**
 * The one projection the map uses (Equal Earth), fitted to the map's box. Only server code
 * calls it: the land outline is drawn at build time, the visitor's point by GET /api/latency.
 */
export function mapProjection() {
  return geoEqualEarth()
    .scale(MAP_WIDTH / 5.45)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
}

export function projectPoint(lat: number, lon: number): { x: number; y: number } | null {
  const point = mapProjection()([lon, lat]);
  return point ? { x: Math.round(point[0] * 10) / 10, y: Math.round(point[1] * 10) / 10 } : null;
}
