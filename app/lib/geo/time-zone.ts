import { zoneTable } from "./zone-table";

/**
 * The time zone of a geolocated address. The geolocation database gives a country and
 * coordinates but no zone, so the zone is the one of that country whose principal city
 * (tz database zone.tab) lies nearest: exact for single-zone countries, and right away from
 * zone borders in the others, which is as precise as IP geolocation itself.
 */
/**
 * Enclaves whose principal city sits near the main population of their country, with the
 * same offset as its main zone: nearest-city would hand Essen to Büsingen and Málaga to Ceuta.
 */
const enclaves = new Set(["Europe/Busingen", "Africa/Ceuta"]);

const byCountry = new Map<string, (readonly [string, number, number, string])[]>();
for (const row of zoneTable) {
  if (enclaves.has(row[3])) continue;
  const list = byCountry.get(row[0]) ?? [];
  list.push(row);
  byCountry.set(row[0], list);
}

/** Great-circle distance in radians (haversine); only compared, never shown. */
function distance(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function timeZoneFor(
  countryCode: string,
  latitude?: number,
  longitude?: number,
): string | null {
  const zones = byCountry.get(countryCode.toUpperCase());
  if (!zones || zones.length === 0) return null;
  if (zones.length === 1 || latitude === undefined || longitude === undefined) {
    // Without coordinates a multi-zone country has no single answer.
    return zones.length === 1 ? (zones[0]?.[3] ?? null) : null;
  }
  let best = zones[0] as (typeof zones)[number];
  let bestDistance = Infinity;
  for (const zone of zones) {
    const d = distance(latitude, longitude, zone[1], zone[2]);
    if (d < bestDistance) {
      best = zone;
      bestDistance = d;
    }
  }
  return best[3];
}
