import type { AddressKind } from "~/lib/net/address-kind";

/** What the geolocation databases say about a public address. */
export type GeoRecord = {
  city: string | null;
  region: string | null;
  country: string | null;
  countryCode: string | null;
  timezone: string | null;
  org: string | null;
  asn: number | null;
  /** The database's approximate position of the address (city level at best). */
  latitude: number | null;
  longitude: number | null;
};

/**
 * GET /api/ip's answer (ip, city, region, country, org, timezone) plus
 * what the product adds: the country code, the AS number, and the address kind.
 */
export type IpInfo = GeoRecord & { ip: string; kind: AddressKind };
