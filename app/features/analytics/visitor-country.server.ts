import { GeoUnavailableError, type GeoLocator } from "~/lib/geo/geolocation.server";
import { classifyAddress } from "~/lib/net/address-kind";
import { canonicalIp } from "~/lib/net/ip-address";

/**
 * The ISO country code of a visitor's address from the embedded database, or "" when it is
 * not a public address or cannot be located. A page view is never refused for want of one.
 */
export async function visitorCountry(address: string, geo: GeoLocator): Promise<string> {
  const canonical = canonicalIp(address);
  if (!canonical || classifyAddress(canonical) !== "public") return "";
  try {
    return (await geo.lookup(canonical)).countryCode ?? "";
  } catch (error) {
    if (error instanceof GeoUnavailableError) return "";
    throw error;
  }
}
