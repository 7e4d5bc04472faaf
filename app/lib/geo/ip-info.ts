import { isNumberOrNull, isTextOrNull } from "~/lib/api-client/answer-shape";
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

/**
 * Whether an answer has the fields of GET /api/ip (or /api/ip/probe) that a verdict or a share
 * link reads (the address, its kind, its network, AS number and country). Where the lookup is
 * one part of a page, a wrong answer is one that did not load (decision 032).
 */
export function isIpInfo(value: unknown): value is IpInfo {
  const info = value as Partial<IpInfo> | null;
  return (
    typeof info?.ip === "string" &&
    typeof info.kind === "string" &&
    isTextOrNull(info.org) &&
    isNumberOrNull(info.asn) &&
    isTextOrNull(info.countryCode)
  );
}
