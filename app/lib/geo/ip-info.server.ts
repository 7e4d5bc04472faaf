import { classifyAddress } from "~/lib/net/address-kind";
import { canonicalIp } from "~/lib/net/ip-address";
import type { GeoLocator } from "./geolocation.server";
import type { GeoRecord, IpInfo } from "./ip-info";

/**
 * Describes an address for GET /api/ip and the DNS leak results: addresses that are not
 * public (loopback, private, CGNAT…) are labelled, never looked up.
 */

/** A record with nothing known: what an address that is not public gets. */
export const emptyGeoRecord: GeoRecord = {
  city: null,
  region: null,
  country: null,
  countryCode: null,
  timezone: null,
  org: null,
  asn: null,
  latitude: null,
  longitude: null,
};

export async function describeAddress(ip: string, locator: GeoLocator): Promise<IpInfo> {
  const canonical = canonicalIp(ip) ?? ip;
  const kind = classifyAddress(canonical) ?? "reserved";
  if (kind !== "public") return { ip: canonical, kind, ...emptyGeoRecord };
  return { ip: canonical, kind, ...(await locator.lookup(canonical)) };
}
