import type { Request } from "express";
import {
  clientLimitKey,
  forwardedAddress,
  networkLimitKey,
  normalizeAddress,
} from "~/lib/net/ip-address";
import { type LimitKeys, limitKeysOf } from "~/lib/rate-limit/network-tier";

/**
 * The client's address: the socket peer, or, behind TRUST_PROXY reverse proxies, the
 * X-Forwarded-For entry that many hops back. Express computes it (`trust proxy` is set to
 * TRUST_PROXY in server/app.ts), so with TRUST_PROXY=0 the header is ignored and cannot
 * fake an address; entries beyond the trusted hops are ignored likewise. IPv4-mapped
 * IPv6 is reported as plain IPv4, and a port a proxy added is taken off. Use this, never
 * the header, for rate limits, trusted addresses, geolocation and analytics.
 */
export function clientAddress(req: Request): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? "");
  // req.ip is a trusted proxy's X-Forwarded-For entry, as it wrote it: an entry that is no
  // address (even with its port taken off) counts as the proxy's own, which mints nothing.
  return req.ip === undefined ? peer : (forwardedAddress(req.ip) ?? peer);
}

/**
 * The key every per-client limit counts this request under: the client's IPv4 address or
 * its IPv6 /64 (see clientLimitKey). Use this, never the bare address, for limits.
 */
export function clientKey(req: Request): string {
  return clientLimitKey(clientAddress(req));
}

/**
 * The key of the client's network, which the network tier of limits counts (decision 031):
 * the client's IPv4 address or its IPv6 /48 (see networkLimitKey).
 */
export function clientNetworkKey(req: Request): string {
  return networkLimitKey(clientAddress(req));
}

/** Both keys a tiered limit counts this request under. */
export function limitKeys(req: Request): LimitKeys {
  return limitKeysOf(clientAddress(req));
}
