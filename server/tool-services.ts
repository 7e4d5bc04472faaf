import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import { createZoneConfig } from "~/features/tools/dns-leak/dns-answer";
import type { DnsLeakService } from "~/features/tools/dns-leak/dns-leak-service.server";
import { MAX_LIVE_TESTS, createDnsLeakStore } from "~/features/tools/dns-leak/leak-store.server";
import type { Database } from "~/db/database";
import { type GeoLocator, createGeoLocator } from "~/lib/geo/geolocation.server";
import { parseCidrList } from "~/lib/net/ip-address";
import {
  type ProxyNetworkOptions,
  type ProxyService,
  createProxyService,
} from "~/features/tools/web-proxy/proxy-service.server";

/**
 * The long-lived parts behind the free tools, made once per server: the geolocation
 * databases, and (when DNS_LEAK_ZONE is set) the DNS leak test's zone and its records, kept
 * in the database so the responder of one instance and the API of another see the same tests.
 */
export type ToolServices = {
  geo: GeoLocator;
  dnsLeak: DnsLeakService | null;
  /** The web proxy: its network, its nodes and their health checks. */
  proxy: ProxyService;
};

export type ToolServiceOptions = {
  /** The clock of the DNS leak records (tests move it to check expiry). */
  now?: () => number;
  /** Fewer DNS leak tests at once than MAX_LIVE_TESTS (tests reach the cap and its shares). */
  maxLiveTests?: number;
  /** The web proxy's address policy, resolver or transport (tests only; production uses the defaults). */
  proxy?: ProxyNetworkOptions;
};

export function createToolServices(
  env: Env,
  logger: Logger,
  db: Database,
  options: ToolServiceOptions = {},
): ToolServices {
  const geo = createGeoLocator({
    cityDir: env.IP_CITY_DB_DIR,
    asnDir: env.IP_ASN_DB_DIR,
    onWarning: (message, error) => logger.warn({ err: error }, message),
  });
  const dnsLeak = env.DNS_LEAK_ZONE
    ? {
        zone: createZoneConfig(
          env.DNS_LEAK_ZONE,
          env.DNS_LEAK_ANSWER_IPV4,
          env.DNS_LEAK_ANSWER_IPV6,
        ),
        store: createDnsLeakStore({
          db,
          now: options.now,
          maxTests: Math.min(options.maxLiveTests ?? MAX_LIVE_TESTS, MAX_LIVE_TESTS),
          newId: () => randomBytes(10).toString("hex"),
          onError: (error) => logger.warn({ err: error }, "DNS leak records could not be written"),
        }),
        vpnRanges: parseCidrList(env.VPN_DNS_RANGES).cidrs,
      }
    : null;
  return { geo, dnsLeak, proxy: createProxyService(env, options.proxy) };
}
