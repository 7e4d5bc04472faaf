/**
 * The server-location catalogue: the footer, /servers, /locations and location pages read it.
 * Each region's locations live in server-locations/<region>.ts; regions and the order within
 * them are the catalogue order (the footer shows the first four of each region).
 * Server-only: browser code imports the types and regions from location-types.ts.
 */
import { type Region, type ServerLocation, regions } from "./location-types";
import { asiaPacific } from "./server-locations/asia-pacific";
import { europe } from "./server-locations/europe";
import { middleEast } from "./server-locations/middle-east";
import { northAmerica } from "./server-locations/north-america";
import { southAmerica } from "./server-locations/south-america";

// Kept for the modules that read the catalogue and its shape from one place.
export { type Region, type ServerLocation, regions };

export const locations: ServerLocation[] = [
  ...northAmerica,
  ...europe,
  ...asiaPacific,
  ...middleEast,
  ...southAmerica,
];

const byId = new Map(locations.map((location) => [location.id, location]));

export function findLocation(id: string): ServerLocation | undefined {
  return byId.get(id);
}

export function locationsInRegion(region: Region): ServerLocation[] {
  return locations.filter((location) => location.region === region);
}

/** Regions that have at least one location, in catalogue order, each with its locations. */
export function locationsByRegion(): { region: Region; locations: ServerLocation[] }[] {
  return regions
    .map((region) => ({ region, locations: locationsInRegion(region) }))
    .filter((group) => group.locations.length > 0);
}
