import type { IpInfo } from "~/lib/geo/ip-info";

/**
 * IPv4 and IPv6 side by side (decision 024). The browser asks an IPv4-only and an IPv6-only
 * host name for /api/ip/probe; what each saw is compared here. When the IPv6 address is on a
 * different network (AS number) from the IPv4 one, IPv6 traffic leaves outside the VPN.
 */
export type ProbeAnswer = IpInfo & { family: 4 | 6 };

export type FamilyProbe =
  /** Not configured on this server: the family was not checked. */
  | { status: "unconfigured" }
  /** Configured, but the browser could not reach it (no connectivity in that family). */
  | { status: "unreachable" }
  /**
   * Reached, but it answered with an error (a rate limit, a proxy's 502): the family works
   * and may leak, but its network is unknown. Never read as "no connection".
   */
  | { status: "failed" }
  | { status: "reached"; info: ProbeAnswer };

export type FamilyVerdict =
  | "same-network"
  | "ipv6-other-network"
  | "ipv4-only"
  | "ipv6-only"
  | "unknown-network"
  /** A configured probe answered with an error, or neither could be reached: nothing judged. */
  | "probe-failed"
  | "not-checked";

export function compareFamilies(v4: FamilyProbe, v6: FamilyProbe): FamilyVerdict {
  if (v4.status === "unconfigured" || v6.status === "unconfigured") return "not-checked";
  if (v4.status === "reached" && v6.status === "unreachable") return "ipv4-only";
  if (v4.status === "unreachable" && v6.status === "reached") return "ipv6-only";
  if (v4.status !== "reached" || v6.status !== "reached") return "probe-failed";
  const a = v4.info.asn;
  const b = v6.info.asn;
  if (a === null || b === null) return "unknown-network";
  return a === b ? "same-network" : "ipv6-other-network";
}

/** Which families this server lets the page check, for the "checked only …" notice. */
export function uncheckedFamilies(v4: FamilyProbe, v6: FamilyProbe): (4 | 6)[] {
  return [
    ...(v4.status === "unconfigured" ? [4 as const] : []),
    ...(v6.status === "unconfigured" ? [6 as const] : []),
  ];
}
