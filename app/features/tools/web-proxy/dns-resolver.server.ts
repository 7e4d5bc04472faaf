import { Resolver as AresResolver } from "node:dns/promises";
import type { ResolvedAddress, Resolver } from "./resolve-target.server";
import { ProxyRefusal } from "./target-url";

/**
 * The proxy's name resolution: c-ares (dns.Resolver), which works on the event loop's own
 * sockets. dns.lookup would run getaddrinfo on libuv's thread pool (4 threads), which also
 * serves file reads and password hashing: a few names whose DNS never answers would stall
 * static files and sign-ins. Here each lookup has its own timeout, the number of lookups in
 * flight is capped, and an aborted request cancels its lookup.
 */
export type DnsResolverOptions = {
  /** DNS servers ("1.2.3.4", "[::1]:5353"); the system's (resolv.conf) when absent. */
  servers?: readonly string[];
  /** One attempt's timeout; with `tries`, the worst case is about timeoutMs × tries. */
  timeoutMs?: number;
  tries?: number;
  /** Lookups in flight on this instance; more are refused with 503 at once. */
  maxInFlight?: number;
};

export const DNS_DEFAULTS = { timeoutMs: 2_000, tries: 2, maxInFlight: 32 } as const;

export function createDnsResolver(options: DnsResolverOptions = {}): Resolver & {
  inFlight(): number;
} {
  const { timeoutMs, tries, maxInFlight } = { ...DNS_DEFAULTS, ...options };
  let inFlight = 0;
  const resolve = async (hostname: string, signal?: AbortSignal): Promise<ResolvedAddress[]> => {
    if (inFlight >= maxInFlight) {
      throw new ProxyRefusal(503, "The proxy is busy looking up other sites. Please try again.");
    }
    // One resolver per lookup, so cancel() stops this lookup and no other.
    const resolver = new AresResolver({ timeout: timeoutMs, tries });
    if (options.servers) resolver.setServers([...options.servers]);
    const cancel = () => resolver.cancel();
    signal?.addEventListener("abort", cancel);
    inFlight++;
    try {
      if (signal?.aborted) throw new Error("aborted");
      const [v4, v6] = await Promise.allSettled([
        resolver.resolve4(hostname),
        resolver.resolve6(hostname),
      ]);
      const found: ResolvedAddress[] = [
        ...(v4.status === "fulfilled"
          ? v4.value.map((address) => ({ address, family: 4 as const }))
          : []),
        ...(v6.status === "fulfilled"
          ? v6.value.map((address) => ({ address, family: 6 as const }))
          : []),
      ];
      if (found.length === 0) throw new Error(`no address for ${hostname}`);
      return found;
    } finally {
      inFlight--;
      signal?.removeEventListener("abort", cancel);
    }
  };
  return Object.assign(resolve, { inFlight: () => inFlight });
}
