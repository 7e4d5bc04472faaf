import { canonicalIp, parseIp } from "~/lib/net/ip-address";
import type { Resolver } from "./resolve-target.server";
import { ProxyRefusal } from "./target-url";

/**
 * The server's own public addresses, which the proxy refuses whatever name leads there:
 * a page of our own site fetched by the server itself may be trusted by address
 * (ADMIN_TRUSTED_IPS), and the machine's interfaces do not show the public address behind
 * a NAT or load balancer. They are SITE_URL's and PROXY_ORIGIN's resolved addresses, plus
 * PROXY_OWN_ADDRESSES; the names are resolved again every 10 minutes (30 s after a failure).
 * Until every name has resolved once, the proxy is refused (503): before that, nothing is
 * known to keep, and a lookup made to fail (the resolver's cap filled with names that never
 * answer, just after a start) would have let an IP literal reach the server's own address.
 */
export type OwnAddresses = { current(): Promise<ReadonlySet<string>> };

const FRESH_MS = 10 * 60_000;
const RETRY_MS = 30_000;

export function ownAddressLookup(
  hosts: readonly string[],
  listed: readonly string[],
  resolve: Resolver,
  now: () => number = Date.now,
): OwnAddresses {
  const fixed = new Set<string>();
  const names: string[] = [];
  for (const host of [...hosts, ...listed]) {
    const bare = host.replace(/^\[|\]$/g, "");
    const canonical = parseIp(bare) ? canonicalIp(bare) : null;
    if (canonical) fixed.add(canonical);
    else if (bare) names.push(bare);
  }
  let known: ReadonlySet<string> = fixed;
  let validUntil = names.length === 0 ? Infinity : 0;
  let resolvedOnce = names.length === 0;
  let pending: Promise<ReadonlySet<string>> | null = null;

  async function refresh(): Promise<ReadonlySet<string>> {
    const found = new Set(fixed);
    let failed = false;
    for (const name of names) {
      try {
        for (const { address } of await resolve(name)) found.add(canonicalIp(address) ?? address);
      } catch {
        failed = true;
      }
    }
    // Keep what was known before when a lookup fails: an outage must not open the door.
    for (const address of failed ? known : []) found.add(address);
    known = found;
    if (!failed) resolvedOnce = true;
    validUntil = now() + (failed ? RETRY_MS : FRESH_MS);
    return known;
  }

  const unknown = () =>
    new ProxyRefusal(503, "The proxy is not ready yet. Please try again in a moment.");

  return {
    async current() {
      if (now() >= validUntil) {
        pending ??= refresh().finally(() => {
          pending = null;
        });
        // Once known, a refresh runs behind the requests instead of in front of them.
        if (!resolvedOnce) await pending;
      }
      if (!resolvedOnce) throw unknown();
      return known;
    },
  };
}
