/** The answer of GET /api/ip as the browser reads it (see features/geo/ip-info.server.ts). */
export type IpInfoResponse = {
  ip: string;
  kind: string;
  city: string | null;
  region: string | null;
  country: string | null;
  countryCode: string | null;
  timezone: string | null;
  org: string | null;
  asn: number | null;
};

/** "Mountain View, California, United States", skipping what is unknown or repeated. */
export function formatLocation(
  info: Pick<IpInfoResponse, "city" | "region" | "country">,
): string | null {
  const parts = [info.city, info.region, info.country].filter((part): part is string =>
    Boolean(part),
  );
  const unique = parts.filter((part, i) => parts.indexOf(part) === i);
  return unique.length > 0 ? unique.join(", ") : null;
}
