import { type Cidr, type IpAddress, parseCidr, parseIp, samePrefix, unmapIpv4 } from "./ip-address";

/**
 * What kind of address this is, from the IANA IPv4 and IPv6 Special-Purpose Address
 * Registries (RFC 6890 and its updates). Only "public" addresses are globally routable
 * unicast: the IP checker looks those up, the DNS leak test names their providers, and the
 * web proxy may connect to them and to nothing else.
 */
export type AddressKind =
  | "public"
  | "unspecified"
  | "this-network"
  | "loopback"
  | "private"
  | "cgnat"
  | "link-local"
  | "unique-local"
  | "site-local"
  | "documentation"
  | "benchmarking"
  | "multicast"
  | "broadcast"
  | "reserved";

type Rule = { cidr: Cidr; kind: AddressKind };

function rules(entries: [string, AddressKind][]): Rule[] {
  return entries.map(([text, kind]) => {
    const cidr = parseCidr(text);
    if (!cidr) throw new Error(`Bad built-in range ${text}`);
    return { cidr, kind };
  });
}

/** Most specific first: the first matching rule decides. */
const ipv4Rules = rules([
  ["0.0.0.0/32", "unspecified"],
  ["0.0.0.0/8", "this-network"],
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "cgnat"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private"],
  // IETF protocol assignments, including DS-Lite's 192.0.0.0/29.
  ["192.0.0.0/24", "reserved"],
  ["192.0.2.0/24", "documentation"],
  // The deprecated 6to4 relay anycast prefix.
  ["192.88.99.0/24", "reserved"],
  ["192.168.0.0/16", "private"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["224.0.0.0/4", "multicast"],
  ["255.255.255.255/32", "broadcast"],
  ["240.0.0.0/4", "reserved"],
]);

const ipv6Rules = rules([
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["64:ff9b:1::/48", "private"],
  // IPv4-compatible addresses (deprecated) and the rest of ::/8 are not unicast space.
  ["::/8", "reserved"],
  ["100::/64", "reserved"],
  ["2001:2::/48", "benchmarking"],
  ["2001:db8::/32", "documentation"],
  // IETF protocol assignments (Teredo, AMT, AS112, ORCHID…): conservatively not public.
  ["2001::/23", "reserved"],
  ["3fff::/20", "documentation"],
  ["5f00::/16", "reserved"],
  ["fc00::/7", "unique-local"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "site-local"],
  ["ff00::/8", "multicast"],
]);

const nat64 = parseCidr("64:ff9b::/96") as Cidr;
const sixToFour = parseCidr("2002::/16") as Cidr;
const globalUnicast = parseCidr("2000::/3") as Cidr;

function matchRules(list: Rule[], address: IpAddress): AddressKind | undefined {
  return list.find((rule) => samePrefix(rule.cidr.address.bytes, address.bytes, rule.cidr.prefix))
    ?.kind;
}

function classifyIpv4(address: IpAddress): AddressKind {
  return matchRules(ipv4Rules, address) ?? "public";
}

function classifyIpv6(address: IpAddress): AddressKind {
  const bytes = address.bytes;
  // Translated forms carry an IPv4 address: they are as public as the address they carry.
  if (samePrefix(nat64.address.bytes, bytes, nat64.prefix)) {
    return classifyIpv4({ version: 4, bytes: bytes.slice(12) });
  }
  if (samePrefix(sixToFour.address.bytes, bytes, sixToFour.prefix)) {
    return classifyIpv4({ version: 4, bytes: bytes.slice(2, 6) });
  }
  const special = matchRules(ipv6Rules, address);
  if (special) return special;
  // Outside 2000::/3 nothing has been allocated for global unicast.
  return samePrefix(globalUnicast.address.bytes, bytes, globalUnicast.prefix)
    ? "public"
    : "reserved";
}

/** Classifies a parsed address; IPv4-mapped IPv6 addresses are judged as the IPv4 they carry. */
export function classifyIp(address: IpAddress): AddressKind {
  const plain = unmapIpv4(address);
  return plain.version === 4 ? classifyIpv4(plain) : classifyIpv6(plain);
}

/** Classifies address text; null when the text is not an IP address. */
export function classifyAddress(text: string): AddressKind | null {
  const address = parseIp(text);
  return address ? classifyIp(address) : null;
}

export function isPublicAddress(text: string): boolean {
  return classifyAddress(text) === "public";
}
