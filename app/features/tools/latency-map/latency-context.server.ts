import type { LatencyCityId } from "~/copy/latency-cities";
import { GeoUnavailableError, type GeoLocator } from "~/lib/geo/geolocation.server";
import { describeAddress } from "~/lib/geo/ip-info.server";
import { projectPoint } from "./projection";

/**
 * GET /api/latency: what the latency map needs from us: the visitor's approximate position
 * from our own IP database (never the browser's geolocation, never a third party), placed on
 * the map's projection here so the page ships no map code, and the LATENCY_ENDPOINTS the
 * browser times directly. Without the city database, or for an address it cannot place, the
 * position is null.
 */
export async function latencyContext(
  address: string,
  geo: GeoLocator,
  endpoints: Partial<Record<LatencyCityId, string>>,
) {
  return { position: await visitorPosition(address, geo), endpoints };
}

/** GET /api/latency's answer. */
export type LatencyContext = Awaited<ReturnType<typeof latencyContext>>;

async function visitorPosition(address: string, geo: GeoLocator) {
  try {
    const info = await describeAddress(address, geo);
    if (info.latitude === null || info.longitude === null) return null;
    const place = [info.city, info.country].filter(Boolean).join(", ");
    const point = projectPoint(info.latitude, info.longitude) ?? { x: 0, y: 0 };
    return {
      latitude: info.latitude,
      longitude: info.longitude,
      place: place || null,
      ...point,
    };
  } catch (error) {
    if (error instanceof GeoUnavailableError) return null;
    throw error;
  }
}
