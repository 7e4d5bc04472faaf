import { describe, expect, it } from "vitest";
import { GeoUnavailableError, type GeoLocator } from "~/lib/geo/geolocation.server";
import { emptyGeoRecord } from "~/lib/geo/ip-info.server";
import { parseCidrList } from "~/lib/net/ip-address";
import { createZoneConfig } from "./dns-answer";
import {
  type DnsLeakService,
  NAMES_PER_TEST,
  dnsLeakReport,
  startDnsLeakTest,
} from "./dns-leak-service.server";
import type { DnsLeakStore, LeakTestResult } from "./leak-store.server";

const ID = "0123456789abcdef0123";
const test: LeakTestResult = {
  id: ID,
  createdAt: 0,
  expiresAt: Date.UTC(2026, 0, 1),
  resolvers: [
    { ip: "8.8.8.8", firstSeen: 1, queries: 3 },
    { ip: "10.0.0.53", firstSeen: 2, queries: 1 },
  ],
};

function service(vpnRanges = ""): DnsLeakService {
  const store: Pick<DnsLeakStore, "create" | "get"> = {
    create: async () => test,
    get: async (id) => (id === ID ? test : undefined),
  };
  return {
    zone: createZoneConfig("leaktest.example.com", "192.0.2.1", "2001:db8::1"),
    store: store as DnsLeakStore,
    vpnRanges: parseCidrList(vpnRanges).cidrs,
  };
}

const geo: GeoLocator = {
  isNetworkName: async () => false,
  lookup: async () => ({
    ...emptyGeoRecord,
    country: "United States",
    countryCode: "US",
    org: "Google LLC",
    asn: 15169,
  }),
};

describe("startDnsLeakTest", () => {
  it("answers the id, one name per lookup under the zone, and the expiry", async () => {
    const started = (await startDnsLeakTest(service()))!;
    expect(started.id).toBe(ID);
    expect(started.names).toHaveLength(NAMES_PER_TEST);
    for (const name of started.names) expect(name).toMatch(/\.leaktest\.example\.com$/);
    expect(started.expiresAt).toBe("2026-01-01T00:00:00.000Z");
  });

  it("answers null when the store holds as many tests as it may", async () => {
    const full = service();
    full.store = { ...full.store, create: async () => undefined };
    expect(await startDnsLeakTest(full)).toBeNull();
  });
});

describe("dnsLeakReport", () => {
  it("describes each resolver and gives the verdict", async () => {
    const report = await dnsLeakReport(service("8.8.8.0/24"), geo, ID);
    expect(report?.servers).toEqual([
      {
        ip: "8.8.8.8",
        provider: "Google LLC",
        country: "United States",
        countryCode: "US",
        kind: "public",
        queries: 3,
      },
      {
        ip: "10.0.0.53",
        provider: null,
        country: null,
        countryCode: null,
        kind: "private",
        queries: 1,
      },
    ]);
    expect(report).toMatchObject({
      leak: true,
      outsideVpn: ["10.0.0.53"],
      vpnRangesConfigured: true,
    });
  });

  it("answers null for a test that expired or never existed", async () => {
    expect(await dnsLeakReport(service(), geo, "ffffffffffffffffffff")).toBeNull();
  });

  it("still answers without the city database, with nulls where a lookup was needed", async () => {
    const missing: GeoLocator = {
      isNetworkName: async () => false,
      lookup: async () => {
        throw new GeoUnavailableError("no city database");
      },
    };
    const report = await dnsLeakReport(service(), missing, ID);
    expect(report?.servers[0]).toMatchObject({ ip: "8.8.8.8", provider: null, kind: null });
    expect(report?.vpnRangesConfigured).toBe(false);
  });
});
