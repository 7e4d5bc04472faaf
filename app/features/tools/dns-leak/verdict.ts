import { type Cidr, cidrContains, parseIp } from "~/lib/net/ip-address";

/**
 * The DNS leak verdict. The spec's rule: a leak when more than one DNS server is detected.
 * Where the operator lists the VPN's own resolver ranges (VPN_DNS_RANGES), a resolver outside
 * them is a leak too, even alone: the queries went to someone other than the VPN.
 */
export type LeakReason = "multiple-resolvers" | "outside-vpn-ranges";

export type LeakVerdict = {
  leak: boolean;
  reasons: LeakReason[];
  /** Resolvers outside the configured ranges (empty when none are configured). */
  outsideVpn: string[];
};

export function dnsLeakVerdict(
  resolverIps: readonly string[],
  vpnRanges: readonly Cidr[],
): LeakVerdict {
  const reasons: LeakReason[] = [];
  if (resolverIps.length > 1) reasons.push("multiple-resolvers");
  const outsideVpn =
    vpnRanges.length === 0
      ? []
      : resolverIps.filter((ip) => {
          const address = parseIp(ip);
          return !address || !vpnRanges.some((range) => cidrContains(range, address));
        });
  if (outsideVpn.length > 0) reasons.push("outside-vpn-ranges");
  return { leak: reasons.length > 0, reasons, outsideVpn };
}

/**
 * How a finished test reads: a leak, no leak, or no resolver seen at all. The last is nothing
 * to judge (something answered for the browser), never "no leak", wherever the result is shown.
 */
export type DnsLeakOutcome = "leak" | "safe" | "unseen";

export function dnsLeakOutcome(result: {
  servers: readonly unknown[];
  leak: boolean;
}): DnsLeakOutcome {
  if (result.servers.length === 0) return "unseen";
  return result.leak ? "leak" : "safe";
}
