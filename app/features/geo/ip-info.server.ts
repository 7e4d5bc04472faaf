import { type AddressKind, classifyAddress } from "~/features/net/address-kind";
import { canonicalIp } from "~/features/net/ip-address";
import type { GeoLocator, GeoRecord } from "./geolocation.server";

/**
 * GET /api/ip's answer (spec §3 "IP info": ip, city, region, country, org, timezone) plus
 * what the product adds: the country code, the AS number, and the address kind. Addresses
 * that are not public (loopback, private, CGNAT…) are labelled, never looked up.
 */
export type IpInfo = GeoRecord & { ip: string; kind: AddressKind };

const empty: GeoRecord = {
  city: null,
  region: null,
  country: null,
  countryCode: null,
  timezone: null,
  org: null,
  asn: null,
};

export async function describeAddress(ip: string, locator: GeoLocator): Promise<IpInfo> {
  const canonical = canonicalIp(ip) ?? ip;
  const kind = classifyAddress(canonical) ?? "reserved";
  if (kind !== "public") return { ip: canonical, kind, ...empty };
  return { ip: canonical, kind, ...(await locator.lookup(canonical)) };
}
