import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import { type ZoneConfig, createZoneConfig } from "~/features/dns-leak/dns-answer";
import { DnsLeakStore } from "~/features/dns-leak/leak-store";
import { type GeoLocator, createGeoLocator } from "~/features/geo/geolocation.server";
import { type Cidr, parseCidrList } from "~/features/net/ip-address";
import {
  type ProxyNetworkOptions,
  type ProxyService,
  createProxyService,
} from "~/features/proxy/proxy-service.server";

/**
 * The long-lived parts behind the free tools, made once per server: the geolocation
 * databases, and (when DNS_LEAK_ZONE is set) the DNS leak test's zone and in-memory records,
 * which the DNS responder writes and the API reads, so both run in this one process.
 */
export type DnsLeakService = {
  zone: ZoneConfig;
  store: DnsLeakStore;
  vpnRanges: Cidr[];
};

export type ToolServices = {
  geo: GeoLocator;
  dnsLeak: DnsLeakService | null;
  /** The web proxy: its network, its nodes and their health checks. */
  proxy: ProxyService;
};

export type ToolServiceOptions = {
  /** The clock of the DNS leak records (tests move it to check expiry). */
  now?: () => number;
  /** The web proxy's address policy, resolver or transport (tests only; production uses the defaults). */
  proxy?: ProxyNetworkOptions;
};

export function createToolServices(
  env: Env,
  logger: Logger,
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
        store: new DnsLeakStore({ now: options.now, newId: () => randomBytes(10).toString("hex") }),
        vpnRanges: parseCidrList(env.VPN_DNS_RANGES).cidrs,
      }
    : null;
  return { geo, dnsLeak, proxy: createProxyService(env, options.proxy) };
}
