/**
 * IP address parsing and CIDR matching without node:net, so the same rules run in the
 * server (geolocation, DNS leak verdicts, the web proxy's address policy) and in tests.
 *
 * The parser is strict on purpose: dotted-quad IPv4 with decimal octets only (no octal,
 * hex or shortened forms, which some resolvers read differently) and RFC 4291 IPv6 text,
 * with an optional embedded IPv4 tail and an optional zone ("fe80::1%eth0").
 */

export type IpAddress = {
  version: 4 | 6;
  /** 4 bytes for IPv4, 16 for IPv6, network order. */
  bytes: Uint8Array;
  /** The zone of a scoped IPv6 address, without the "%". */
  zone?: string;
};

export type Cidr = { address: IpAddress; prefix: number };

const octet = /^(0|[1-9]\d{0,2})$/;

function parseIpv4Bytes(text: string): Uint8Array | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const part = parts[i] as string;
    if (!octet.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes[i] = value;
  }
  return bytes;
}

function parseGroups(text: string): number[] | null {
  if (text === "") return [];
  const groups: number[] = [];
  for (const group of text.split(":")) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    groups.push(parseInt(group, 16));
  }
  return groups;
}

function parseIpv6Bytes(text: string): Uint8Array | null {
  let head = text;
  let tail: Uint8Array | null = null;
  // An embedded IPv4 address may stand in for the last 32 bits ("::ffff:192.0.2.1").
  const lastColon = head.lastIndexOf(":");
  if (head.includes(".", lastColon)) {
    tail = parseIpv4Bytes(head.slice(lastColon + 1));
    if (!tail) return null;
    head = `${head.slice(0, lastColon + 1)}0:0`;
  }
  const doubleColon = head.indexOf("::");
  if (doubleColon !== head.lastIndexOf("::")) return null;
  let groups: number[];
  if (doubleColon === -1) {
    const all = parseGroups(head);
    if (!all || all.length !== 8) return null;
    groups = all;
  } else {
    const left = parseGroups(head.slice(0, doubleColon));
    const right = parseGroups(head.slice(doubleColon + 2));
    if (!left || !right || left.length + right.length > 7) return null;
    groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  }
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    bytes[2 * i] = group >> 8;
    bytes[2 * i + 1] = group & 0xff;
  });
  if (tail) bytes.set(tail, 12);
  return bytes;
}

/** Parses an IPv4 or IPv6 address (brackets around IPv6 allowed); null if it is not one. */
export function parseIp(input: string): IpAddress | null {
  let text = input.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  if (text.length === 0 || text.length > 100) return null;
  if (!text.includes(":")) {
    const bytes = parseIpv4Bytes(text);
    return bytes ? { version: 4, bytes } : null;
  }
  let zone: string | undefined;
  const percent = text.indexOf("%");
  if (percent !== -1) {
    zone = text.slice(percent + 1);
    text = text.slice(0, percent);
    if (!/^[\w.-]{1,64}$/.test(zone)) return null;
  }
  const bytes = parseIpv6Bytes(text);
  if (!bytes) return null;
  return zone === undefined ? { version: 6, bytes } : { version: 6, bytes, zone };
}

export function isIp(input: string): boolean {
  return parseIp(input) !== null;
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), if it is one. */
export function unmapIpv4(address: IpAddress): IpAddress {
  if (address.version !== 6) return address;
  const b = address.bytes;
  for (let i = 0; i < 10; i++) if (b[i] !== 0) return address;
  if (b[10] !== 0xff || b[11] !== 0xff) return address;
  return { version: 4, bytes: b.slice(12) };
}

/** Canonical text: dotted quad, or RFC 5952 IPv6 (lower case, longest zero run as "::"). */
export function formatIp(address: IpAddress): string {
  const b = address.bytes;
  if (address.version === 4) return Array.from(b).join(".");
  const groups = Array.from(
    { length: 8 },
    (_, i) => ((b[2 * i] as number) << 8) | (b[2 * i + 1] as number),
  );
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  const text =
    bestStart === -1
      ? hex.join(":")
      : `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
  return address.zone ? `${text}%${address.zone}` : text;
}

/** The canonical form of an address string ("::FFFF:10.0.0.1" becomes "10.0.0.1"); null if invalid. */
export function canonicalIp(input: string): string | null {
  const address = parseIp(input);
  return address ? formatIp(unmapIpv4(address)) : null;
}

/** Parses "10.0.0.0/8", "2001:db8::/32", or a single address (a /32 or /128). */
export function parseCidr(input: string): Cidr | null {
  const [addressText, prefixText, extra] = input.trim().split("/");
  if (extra !== undefined || addressText === undefined) return null;
  const parsed = parseIp(addressText);
  if (!parsed || parsed.zone) return null;
  const address = unmapIpv4(parsed);
  const max = address.version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= max ? { address, prefix } : null;
}

/** Whether the first `prefix` bits of two equally long byte strings agree. */
export function samePrefix(a: Uint8Array, b: Uint8Array, prefix: number): boolean {
  const whole = prefix >> 3;
  for (let i = 0; i < whole; i++) if (a[i] !== b[i]) return false;
  const rest = prefix & 7;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return ((a[whole] as number) & mask) === ((b[whole] as number) & mask);
}

/** Whether `address` lies in `cidr`; an IPv4-mapped IPv6 address matches IPv4 ranges. */
export function cidrContains(cidr: Cidr, address: IpAddress): boolean {
  const plain = unmapIpv4(address);
  if (plain.version !== cidr.address.version) return false;
  return samePrefix(cidr.address.bytes, plain.bytes, cidr.prefix);
}

/** Parses a comma- or space-separated CIDR list; the invalid entries are returned apart. */
export function parseCidrList(input: string): { cidrs: Cidr[]; invalid: string[] } {
  const cidrs: Cidr[] = [];
  const invalid: string[] = [];
  for (const entry of input.split(/[\s,]+/).filter(Boolean)) {
    const cidr = parseCidr(entry);
    if (cidr) cidrs.push(cidr);
    else invalid.push(entry);
  }
  return { cidrs, invalid };
}

/**
 * The canonical text of a client address: IPv4-mapped IPv6 ("::ffff:127.0.0.1", as a
 * dual-stack socket reports IPv4 peers) becomes plain IPv4, a zone id ("fe80::1%eth0") is
 * dropped and IPv6 is lower-cased, so one client always has one spelling (for rate-limit
 * keys, trusted-address checks and logs).
 */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  const zone = trimmed.indexOf("%");
  return zone === -1 ? trimmed : trimmed.slice(0, zone);
}

/**
 * The address in one X-Forwarded-For entry, normalized: some proxies add the client's port
 * ("203.0.113.7:51234", "[2001:db8::1]:443"), some brackets. Null when the entry still is no
 * address ("unknown", garbage): the caller must not key anything by such text, or a port
 * that changes with each connection would be a fresh quota per connection.
 */
export function forwardedAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(text)?.[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text)?.[1];
  const address = normalizeAddress(bracketed ?? v4WithPort ?? text);
  return parseIp(address) ? address : null;
}

/**
 * The key under which per-client limits count a client: the IPv4 address itself, or the
 * /64 network of an IPv6 address ("2001:db8:1:2::/64"). One customer line gets a whole /64
 * (RFC 6177), so keying by the full IPv6 address would hand one client 2^64 fresh quotas.
 * Anything that does not parse is keyed as it is (clientAddress only gives addresses).
 */
export function clientLimitKey(address: string): string {
  return prefixKey(address, 64);
}

/**
 * The key of the client's network, for the network tier of limits on shared capacity
 * (decision 031): the IPv4 address itself (a holder of many IPv4 addresses is a botnet,
 * which per-client limits never claimed to stop), or the /48 of an IPv6 address
 * ("2001:db8:1::/48"), the most a single home line or cloud VM is given, so one holder of
 * a /56 or /48 is one network, not 256 or 65,536 clients.
 */
export function networkLimitKey(address: string): string {
  return prefixKey(address, 48);
}

/** The address's first `bits` (a whole number of bytes) as "network/bits"; IPv4 as itself. */
function prefixKey(address: string, bits: 48 | 64): string {
  const parsed = parseIp(normalizeAddress(address));
  if (!parsed) return address;
  const ip = unmapIpv4(parsed);
  if (ip.version === 4) return formatIp(ip);
  const network = new Uint8Array(16);
  network.set(ip.bytes.subarray(0, bits / 8));
  return `${formatIp({ version: 6, bytes: network })}/${bits}`;
}
