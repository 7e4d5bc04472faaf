import { parseIp } from "~/lib/net/ip-address";
import {
  DNS_CLASS_IN,
  DNS_TYPE,
  type DnsQuestion,
  RCODE,
  type ResourceRecord,
  buildResponse,
  labelsOf,
  nameAt,
  parseQuery,
  suffixOffset,
} from "./dns-message";
import { withoutTrailing } from "~/lib/text/without-trailing";

/**
 * The DNS leak test's authoritative answers: every name in the zone resolves (A and AAAA,
 * TTL 0 so nothing is cached and each test name reaches us); names outside it are refused,
 * as an authoritative-only server should. The caller records who asked for which test id.
 */
export type ZoneConfig = {
  /** Lower case, no trailing dot: "dnstest.example.com". */
  zone: string;
  ipv4: Uint8Array;
  ipv6: Uint8Array;
};

export const TEST_ID_PATTERN = /^[0-9a-f]{20}$/;

/**
 * The image the page loads from each test name so that the browser resolves the name; the
 * host check (server/host-guard.ts) serves it on those names.
 */
export const DNS_PROBE_PATH = "/umbra-dns-leak-test.gif";

export function createZoneConfig(zone: string, ipv4: string, ipv6: string): ZoneConfig {
  const a = parseIp(ipv4);
  const aaaa = parseIp(ipv6);
  if (a?.version !== 4) throw new Error(`Not an IPv4 address: ${ipv4}`);
  if (aaaa?.version !== 6) throw new Error(`Not an IPv6 address: ${ipv6}`);
  return { zone: normaliseZone(zone), ipv4: a.bytes, ipv6: aaaa.bytes };
}

export function normaliseZone(zone: string): string {
  return withoutTrailing(zone.trim().toLowerCase(), ".");
}

export function inZone(name: string, zone: string): boolean {
  return name === zone || name.endsWith(`.${zone}`);
}

/** The names a test asks the browser to resolve: "<id>-<n>.<zone>". */
export function testNames(id: string, zone: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${id}-${i + 1}.${zone}`);
}

/** The test id in a name such as "<id>-3.<zone>", or null. */
export function testIdFromName(name: string, zone: string): string | null {
  if (!name.endsWith(`.${zone}`)) return null;
  const label = name.slice(0, -zone.length - 1);
  const match = /^([0-9a-f]{20})-\d{1,2}$/.exec(label);
  return match?.[1] ?? null;
}

const HOSTMASTER = [10, ...new TextEncoder().encode("hostmaster")];
/** Serial 1, refresh 3600, retry 600, expire 86400, minimum 0 (negative answers uncached). */
const SOA_TIMERS = [
  0, 0, 0, 1, 0, 0, 0x0e, 0x10, 0, 0, 0x02, 0x58, 0, 0x01, 0x51, 0x80, 0, 0, 0, 0,
];

/**
 * The zone's SOA record, its names written as pointers to the zone within the question (at
 * `zoneAt`): a negative answer then adds about 50 bytes to the question, not three copies of
 * the zone's name (a 37-byte query drew a 141-byte answer; this caps what a spoofed source
 * can be sent, beside the per-source rate limit).
 */
function soaRecord(zoneAt: number): ResourceRecord {
  const zone = nameAt(zoneAt);
  const data = new Uint8Array([...zone, ...HOSTMASTER, ...zone, ...SOA_TIMERS]);
  return { type: DNS_TYPE.SOA, ttl: 0, data };
}

/** Where the zone's name starts within the question's, in the response. */
function zoneOffset(question: DnsQuestion, config: ZoneConfig): number {
  return suffixOffset(question, labelsOf(config.zone).length);
}

function recordsFor(question: DnsQuestion, config: ZoneConfig): ResourceRecord[] {
  const zoneAt = zoneOffset(question, config);
  switch (question.type) {
    case DNS_TYPE.A:
    case DNS_TYPE.ANY:
      return [{ type: DNS_TYPE.A, ttl: 0, data: config.ipv4 }];
    case DNS_TYPE.AAAA:
      return [{ type: DNS_TYPE.AAAA, ttl: 0, data: config.ipv6 }];
    case DNS_TYPE.SOA:
      return question.name === config.zone ? [soaRecord(zoneAt)] : [];
    default:
      return [];
  }
}

export type DnsAnswer = {
  /** The bytes to send back, or null to stay silent. */
  response: Uint8Array | null;
  /** The question's name when it was a well-formed query in the zone. */
  name?: string;
};

export function answerDnsQuery(packet: Uint8Array, config: ZoneConfig): DnsAnswer {
  const parsed = parseQuery(packet);
  if (!parsed) return { response: null };
  if (!parsed.ok) {
    return {
      response: buildResponse({ header: parsed.header, rcode: parsed.rcode, authoritative: false }),
    };
  }
  const { header, question } = parsed;
  if (question.class !== DNS_CLASS_IN || !inZone(question.name, config.zone)) {
    return {
      response: buildResponse({ header, question, rcode: RCODE.REFUSED, authoritative: false }),
    };
  }
  const answers = recordsFor(question, config);
  const zoneAt = zoneOffset(question, config);
  return {
    name: question.name,
    response: buildResponse({
      header,
      question,
      rcode: RCODE.NOERROR,
      authoritative: true,
      answers,
      // A negative answer carries the zone's SOA (RFC 2308), whose minimum of 0 keeps it uncached.
      authority: answers.length === 0 ? [{ owner: nameAt(zoneAt), record: soaRecord(zoneAt) }] : [],
    }),
  };
}
