import { keptHtmlMiddleware } from "~/lib/static-output/kept-html.server";
import { MAP_LAND_ID } from "./map-figure";
import { worldLandPath } from "./world-map.server";

/**
 * Route middleware for the map's land outline: kept markup (MapFigure's `KeptHtml`), drawn
 * once per process. As loader data it went into the document twice, in the SVG and again in
 * the hydration data (36 KB each), and React decoded and hydrated it for nothing: it never
 * changes.
 */
export const mapLandHtml = keptHtmlMiddleware(MAP_LAND_ID, () => (
  <path d={worldLandPath()} className="fill-foreground/15 stroke-foreground/20" strokeWidth={0.5} />
));
