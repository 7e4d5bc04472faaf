import { z } from "zod";
import { GeoUnavailableError, type GeoLocator } from "~/lib/geo/geolocation.server";
import { describeAddress } from "~/lib/geo/ip-info.server";
import type { Cidr } from "~/lib/net/ip-address";
import { TEST_ID_PATTERN, type ZoneConfig, testNames } from "./dns-answer";
import type { DnsLeakStore } from "./leak-store.server";
import { dnsLeakVerdict } from "./verdict";

/**
 * The DNS leak test behind POST /api/dns-leak and GET /api/dns-leak/{id}: the zone, the
 * records (kept in the database, so the responder of one instance and the API of another see
 * the same tests) and the VPN's resolver ranges. Made by server/tool-services.ts when
 * DNS_LEAK_ZONE is set.
 */
export type DnsLeakService = {
  zone: ZoneConfig;
  store: DnsLeakStore;
  vpnRanges: Cidr[];
};

/** How many unique names the browser resolves per test: enough to meet every resolver of a pool. */
export const NAMES_PER_TEST = 6;

/** GET /api/dns-leak/{id}'s path parameter. */
export const DnsLeakIdSchema = z.object({
  id: z.string().regex(TEST_ID_PATTERN, "Invalid DNS leak test id."),
});

/**
 * Starts a test: its id, the names the browser resolves, and when it expires; null when as
 * many tests as the store holds are running.
 */
export async function startDnsLeakTest({ zone, store }: DnsLeakService) {
  const test = await store.create();
  if (!test) return null;
  return {
    id: test.id,
    names: testNames(test.id, zone.zone, NAMES_PER_TEST),
    expiresAt: new Date(test.expiresAt).toISOString(),
  };
}

/** POST /api/dns-leak's answer. */
export type DnsLeakStart = NonNullable<Awaited<ReturnType<typeof startDnsLeakTest>>>;

/**
 * A test's resolvers, each with its provider and country (null where the address cannot be
 * located), and the verdict; null for a test that expired or never existed.
 */
export async function dnsLeakReport(
  { store, vpnRanges }: DnsLeakService,
  geo: GeoLocator,
  id: string,
) {
  const test = await store.get(id);
  if (!test) return null;
  const servers = await Promise.all(
    test.resolvers.map(async (resolver) => {
      const info = await describeAddress(resolver.ip, geo).catch((error: unknown) => {
        if (error instanceof GeoUnavailableError) return null;
        throw error;
      });
      return {
        ip: resolver.ip,
        provider: info?.org ?? null,
        country: info?.country ?? null,
        countryCode: info?.countryCode ?? null,
        kind: info?.kind ?? null,
        queries: resolver.queries,
      };
    }),
  );
  const verdict = dnsLeakVerdict(
    servers.map((server) => server.ip),
    vpnRanges,
  );
  return {
    id: test.id,
    servers,
    leak: verdict.leak,
    reasons: verdict.reasons,
    outsideVpn: verdict.outsideVpn,
    vpnRangesConfigured: vpnRanges.length > 0,
    expiresAt: new Date(test.expiresAt).toISOString(),
  };
}

/** GET /api/dns-leak/{id}'s answer. */
export type DnsLeakResult = NonNullable<Awaited<ReturnType<typeof dnsLeakReport>>>;
export type DnsServer = DnsLeakResult["servers"][number];
