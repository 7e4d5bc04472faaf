import { clientLimitKey, networkLimitKey } from "~/lib/net/ip-address";

/**
 * The network tier of per-client limits (decision 031). A client is an IPv4 address or an
 * IPv6 /64; its network is the IPv4 address or the IPv6 /48 (networkLimitKey). The limits
 * on what visitors share count the network beside the client, at one of two loosenings (the
 * decision lists the few left per client, and why):
 *
 * - a per-minute limit lets a network do NETWORK_TIER clients' worth, so that a /48 is not
 *   65,536 clients but still serves a crowd behind one carrier's /48;
 * - a cap on capacity everyone shares (proxy slots, the speed test's byte budget, live DNS
 *   leak tests) lets one network hold at most 1/NETWORK_SHARE_DIVISOR of it (or one
 *   client's own limit, if that is more), so the rest is always left for everybody else.
 */

/** The keys one request is counted under: its client's and its client's network's. */
export type LimitKeys = { client: string; network: string };

/** The keys a client at `address` is counted under. */
export function limitKeysOf(address: string): LimitKeys {
  return { client: clientLimitKey(address), network: networkLimitKey(address) };
}

/** How many clients' worth of a per-minute limit one network may use. */
export const NETWORK_TIER = 16;

/** One network may hold at most a quarter of any shared capacity. */
export const NETWORK_SHARE_DIVISOR = 4;

/** A per-client limit's network tier. */
export function networkTier(clientLimit: number): number {
  return clientLimit * NETWORK_TIER;
}

/**
 * The most of a shared `capacity` one network may hold: a quarter of it, but never less than
 * one of its clients may hold on its own (`perClient`): a network is no tighter than a single
 * client, so an IPv4 client keeps its limit, and on a small capacity a quarter does not cut
 * one visitor's 25 MB speed test short.
 */
export function networkShare(capacity: number, perClient: number): number {
  return Math.max(Math.floor(capacity / NETWORK_SHARE_DIVISOR), perClient, 1);
}
