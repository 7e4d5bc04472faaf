import { z } from "zod";

/**
 * What a shared result may hold (decision 023). Only verdict codes, country codes, network
 * names and numbers: never an IP address, never anything that identifies the visitor. The
 * server refuses any other shape, so a link cannot be made to carry one either.
 */

/** Text that reads like an IPv4 or IPv6 address (or a piece of one) is refused outright. */
const looksLikeAddress = /\d{1,3}(?:\.\d{1,3}){2,}|[0-9a-f]{0,4}:[0-9a-f]{0,4}:[0-9a-f:]*/i;

/** A network name fit for a share link, or null when it reads like an address. */
export function shareableNetworkName(name: string | null): string | null {
  const trimmed = name?.trim().slice(0, 80) ?? "";
  return trimmed && !looksLikeAddress.test(trimmed) ? trimmed : null;
}

const networkName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .refine((value) => !looksLikeAddress.test(value), "must not contain an address");

export const reportCheckIds = ["ip", "ipv6", "dns", "webrtc", "signals"] as const;
export type ReportCheckId = (typeof reportCheckIds)[number];

export const checkStatuses = ["pass", "leak", "warn", "unknown"] as const;
export type CheckStatus = (typeof checkStatuses)[number];

export const ReportCheckSchema = z.strictObject({
  id: z.enum(reportCheckIds),
  status: z.enum(checkStatuses),
  /** Finding codes (the page words them): e.g. "ipv6-other-network", "dns-outside-vpn". */
  findings: z
    .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
    .max(8)
    .default([]),
});

export const ConnectionReportShareSchema = z.strictObject({
  checks: z.array(ReportCheckSchema).min(1).max(reportCheckIds.length),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  network: networkName.nullable(),
});
export type ConnectionReportShare = z.infer<typeof ConnectionReportShareSchema>;

const rate = z.number().finite().min(0).max(100_000);

export const SpeedTestShareSchema = z.strictObject({
  regions: z
    .array(
      z.strictObject({
        code: z.string().regex(/^[A-Z]{2,3}$/),
        ping: rate,
        jitter: rate,
        download: rate,
        upload: rate,
        streams: z.number().int().min(1).max(16),
      }),
    )
    .min(1)
    .max(10),
});
export type SpeedTestShare = z.infer<typeof SpeedTestShareSchema>;

export const ShareRequestSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("connection-report"), result: ConnectionReportShareSchema }),
  z.strictObject({ kind: z.literal("speed-test"), result: SpeedTestShareSchema }),
]);
export type ShareRequest = z.infer<typeof ShareRequestSchema>;
export type ShareKind = ShareRequest["kind"];

/** A verified link's content, as POST /api/share/open answers it. */
export type SharedResult = ShareRequest & { createdAt: string; expiresAt: string };

/** Tokens travel in the URL fragment (#r=…), which browsers never send to a server. */
export const SHARE_FRAGMENT_KEY = "r";
