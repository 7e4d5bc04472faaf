import { networkInterfaces } from "node:os";
import { classifyIp } from "~/lib/net/address-kind";
import { addressKindLabels } from "~/lib/net/address-kind-labels";
import { canonicalIp, parseIp } from "~/lib/net/ip-address";

/**
 * Which resolved addresses the proxy may connect to. The policy is injected: production
 * uses publicUnicastPolicy; tests pass one that also admits their loopback servers. No
 * setting switches it, so it cannot be left open by configuration.
 */
export type AddressPolicy = (
  address: string,
) => { allowed: true } | { allowed: false; reason: string };

/** Every address this machine listens on or owns (all interfaces, plus the configured host). */
export function ownAddresses(extra: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      const canonical = canonicalIp(entry.address);
      if (canonical) found.add(canonical);
    }
  }
  for (const text of extra) {
    const canonical = canonicalIp(text);
    if (canonical) found.add(canonical);
  }
  return [...found];
}

/** Public unicast only, and never one of `own` (the server's own addresses). */
export function publicUnicastPolicy(own: readonly string[]): AddressPolicy {
  const ownSet = new Set(own);
  return (text) => {
    const address = parseIp(text);
    if (!address) return { allowed: false, reason: `${text} is not an IP address` };
    const kind = classifyIp(address);
    if (kind !== "public")
      return { allowed: false, reason: `${text} is ${addressKindLabels[kind]}` };
    if (ownSet.has(canonicalIp(text) ?? "")) {
      return { allowed: false, reason: `${text} is this server's own address` };
    }
    return { allowed: true };
  };
}
