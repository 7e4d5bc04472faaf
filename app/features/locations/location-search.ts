import { type Region, type ServerLocation, regions } from "~/copy/location-types";

/** What the /locations page needs of a location: the catalogue's copy stays on the server. */
export type LocationSummary = Pick<
  ServerLocation,
  "id" | "name" | "region" | "servers" | "latency"
>;

export function toSummary(location: ServerLocation): LocationSummary {
  const { id, name, region, servers, latency } = location;
  return { id, name, region, servers, latency };
}

/** Lower case without accents, so "sao" finds São Paulo and "bogota" Bogotá. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** Locations whose name or region contains the query; an empty query keeps all. */
export function searchLocations<T extends Pick<ServerLocation, "name" | "region">>(
  list: readonly T[],
  query: string,
): T[] {
  const wanted = fold(query);
  if (!wanted) return [...list];
  return list.filter(
    (location) => fold(location.name).includes(wanted) || fold(location.region).includes(wanted),
  );
}

/** Groups in the catalogue's region order; regions without a location are left out. */
export function groupByRegion<T extends Pick<ServerLocation, "region">>(
  list: readonly T[],
): { region: Region; locations: T[] }[] {
  return regions
    .map((region) => ({ region, locations: list.filter((location) => location.region === region) }))
    .filter((group) => group.locations.length > 0);
}
