/**
 * What a share link holds, as plain types and constants the browser can import without the
 * validation library (share-payload.ts holds the schemas the server checks them with).
 */
export const reportCheckIds = ["ip", "ipv6", "dns", "webrtc", "signals"] as const;
export type ReportCheckId = (typeof reportCheckIds)[number];

export const checkStatuses = ["pass", "leak", "warn", "unknown"] as const;
export type CheckStatus = (typeof checkStatuses)[number];

export type ConnectionReportShare = {
  checks: { id: ReportCheckId; status: CheckStatus; findings: string[] }[];
  countryCode: string | null;
  network: string | null;
};

export type SpeedTestShare = {
  regions: {
    code: string;
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

/** Text that reads like an IPv4 or IPv6 address (or a piece of one) is refused outright. */
export const looksLikeAddress = /\d{1,3}(?:\.\d{1,3}){2,}|[0-9a-f]{0,4}:[0-9a-f]{0,4}:[0-9a-f:]*/i;

/** A network name fit for a share link, or null when it reads like an address. */
export function shareableNetworkName(name: string | null): string | null {
  const trimmed = name?.trim().slice(0, 80) ?? "";
  return trimmed && !looksLikeAddress.test(trimmed) ? trimmed : null;
}
