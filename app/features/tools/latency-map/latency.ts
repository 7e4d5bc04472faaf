import type { Tone } from "~/features/tools/shared/tone";

/** Latency arithmetic of the map: the great-circle estimate and the colour thresholds. */

export type LatLon = { lat: number; lon: number };

const EARTH_RADIUS_KM = 6371;
/** Light in optical fibre covers about 200 km per millisecond (two thirds of c). */
export const FIBRE_KM_PER_MS = 200;
/** Added to every estimate: routing detours, switching and the last mile, in ms. */
export const ESTIMATE_OVERHEAD_MS = 15;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated round trip: there and back through fibre, plus the fixed overhead, whole ms. */
export function estimateRttMs(distanceKm: number): number {
  return Math.round((2 * distanceKm) / FIBRE_KM_PER_MS + ESTIMATE_OVERHEAD_MS);
}

export type LatencyTone = Extract<Tone, "success" | "warning" | "destructive">;

/** Green under 100 ms, yellow under 150, red otherwise. */
export function latencyTone(ms: number): LatencyTone {
  if (ms < 100) return "success";
  if (ms < 150) return "warning";
  return "destructive";
}
