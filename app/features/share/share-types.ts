/**
 * What a share link holds, as plain types and constants the browser can import without the
 * validation library (share-payload.server.ts holds the schemas the server checks them with).
 */
import type { RegionCode } from "~/config/tool-keys";

export const reportCheckIds = ["ip", "ipv6", "dns", "webrtc", "signals"] as const;
export type ReportCheckId = (typeof reportCheckIds)[number];

export const checkStatuses = ["pass", "leak", "warn", "unknown"] as const;
export type CheckStatus = (typeof checkStatuses)[number];

/**
 * Every finding the report makes, each worded by the page (the report's copy must word them
 * all). A link holds only these: the page shows a finding's wording, never the code itself.
 */
export const reportFindings = [
  "ip-failed",
  "ip-not-public",
  "same-network",
  "ipv4-only",
  "ipv6-only",
  "ipv6-other-network",
  "unknown-network",
  "probe-failed",
  "not-checked",
  "dns-ok",
  "dns-multiple-resolvers",
  "dns-outside-vpn-ranges",
  "dns-off",
  "dns-failed",
  "dns-unseen",
  "webrtc-ok",
  "webrtc-leak",
  "webrtc-unverified",
  "webrtc-no-stun",
  "webrtc-off",
  "webrtc-failed",
  "webrtc-local-exposed",
  "gpc-on",
  "gpc-off",
  "dnt-on",
  "dnt-off",
  "third-party-cookies-unknown",
] as const;
export type ReportFinding = (typeof reportFindings)[number];

export type ConnectionReportShare = {
  checks: { id: ReportCheckId; status: CheckStatus; findings: ReportFinding[] }[];
  countryCode: string | null;
  network: string | null;
};

export type SpeedTestShare = {
  regions: {
    code: RegionCode;
    ping: number;
    jitter: number;
    download: number;
    upload: number;
    streams: number;
  }[];
};

export type ShareRequest =
  | { kind: "connection-report"; result: ConnectionReportShare }
  | { kind: "speed-test"; result: SpeedTestShare };
export type ShareKind = ShareRequest["kind"];

/** A verified link's content, as POST /api/share/open answers it. */
export type SharedResult = ShareRequest & { createdAt: string; expiresAt: string };

/** Tokens travel in the URL fragment (#r=…), which browsers never send to a server. */
export const SHARE_FRAGMENT_KEY = "r";

/** Three or more groups of 1-3 digits, split by anything but letters and digits. */
const DIGIT_GROUPS = /\d{1,3}(?:[^\p{L}\p{N}]{1,3}\d{1,3}){2,}/u;
/** An IPv4 address written as one number (3232235777), or a long run of digits. */
const LONG_NUMBER = /\d{8,}/;
/** Hexadecimal groups split by colons: an IPv6 address or a piece of one ("c0a8:0101"). */
const HEX_GROUPS = /[0-9a-f]{0,4}:[0-9a-f]{0,4}:|\b[0-9a-f]{2,4}:[0-9a-f]{2,4}\b/i;

/**
 * Whether text reads like an IPv4 or IPv6 address, or a piece of one, however it is spelled:
 * with full-width digits or dots (read as their plain forms), digits split by spaces, dashes
 * or any other separator ("192 168 1 1", "192-168-1-1" as reverse DNS names have it), as one
 * number, or as hexadecimal groups. Such text is refused outright: a share link must never
 * carry an address, by accident or on purpose.
 */
export function readsLikeAddress(text: string): boolean {
  const plain = text.normalize("NFKC");
  return DIGIT_GROUPS.test(plain) || LONG_NUMBER.test(plain) || HEX_GROUPS.test(plain);
}

/**
 * The longest network name a link holds: above the provider database's longest (167
 * characters), since a link holds only a name the database knows, whole.
 */
export const MAX_NETWORK_NAME = 200;

/**
 * A network name fit for a share link, or null when it reads like an address (or is longer
 * than any network's name). Never cut short: a part of a name is no network's name, and the
 * server refused it, so the whole share failed.
 */
export function shareableNetworkName(name: string | null): string | null {
  const trimmed = name?.trim() ?? "";
  return trimmed && trimmed.length <= MAX_NETWORK_NAME && !readsLikeAddress(trimmed)
    ? trimmed
    : null;
}
