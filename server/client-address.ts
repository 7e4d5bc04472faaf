import type { Request } from "express";
import { clientLimitKey, normalizeAddress } from "~/lib/net/ip-address";

/**
 * The client's address: the socket peer, or, behind TRUST_PROXY reverse proxies, the
 * X-Forwarded-For entry that many hops back. Express computes it (`trust proxy` is set to
 * TRUST_PROXY in server/app.ts), so with TRUST_PROXY=0 the header is ignored and cannot
 * fake an address; entries beyond the trusted hops are ignored likewise. IPv4-mapped
 * IPv6 is reported as plain IPv4. Use this, never the header, for rate limits, trusted
 * addresses, geolocation and analytics.
 */
export function clientAddress(req: Request): string {
  return normalizeAddress(req.ip ?? req.socket.remoteAddress ?? "");
}

/**
 * The key every per-client limit counts this request under: the client's IPv4 address or
 * its IPv6 /64 (see clientLimitKey). Use this, never the bare address, for limits.
 */
export function clientKey(req: Request): string {
  return clientLimitKey(clientAddress(req));
}
