import {
  type CheckStatus,
  type ConnectionReportShare,
  type ReportCheckId,
  type ReportFinding,
  shareableNetworkName,
} from "~/features/share/public";
import type { LeakReason } from "~/features/tools/dns-leak/public";
import type { FamilyVerdict } from "~/features/tools/ip-checker/public";
import type { WebRtcOutcome } from "~/features/tools/webrtc-leak/public";

/**
 * The connection report's rules (decision 023): each check's outcome as a status and finding
 * codes (the page words them and says what to do), and the one verdict over all of them.
 * A leak anywhere is "leaking"; otherwise anything unchecked is "could not check"; warnings
 * (advice such as turning on Global Privacy Control) do not change the verdict.
 */
/** The report's checks, in the order the page lists them. */
export const reportOrder: readonly ReportCheckId[] = ["ip", "ipv6", "dns", "webrtc", "signals"];

export type CheckOutcome = { id: ReportCheckId; status: CheckStatus; findings: ReportFinding[] };

/**
 * The address websites see. A local or private one (the visitor and this server share a
 * network) was not looked up, so nothing is known of it: "Not checked", never "OK".
 */
export function ipCheck(kind: string | null): CheckOutcome {
  if (kind === null) return { id: "ip", status: "unknown", findings: ["ip-failed"] };
  if (kind !== "public") return { id: "ip", status: "unknown", findings: ["ip-not-public"] };
  return { id: "ip", status: "pass", findings: [] };
}

export function familyCheck(verdict: FamilyVerdict): CheckOutcome {
  const status: Record<FamilyVerdict, CheckStatus> = {
    "same-network": "pass",
    "ipv4-only": "pass",
    "ipv6-only": "pass",
    "ipv6-other-network": "leak",
    "unknown-network": "warn",
    "probe-failed": "unknown",
    "not-checked": "unknown",
  };
  return { id: "ipv6", status: status[verdict], findings: [verdict] };
}

/**
 * How the DNS leak test ended: with the resolvers judged, switched off on this server, failed,
 * or with no resolver seen at all (something answered for the browser: nothing to judge).
 */
export type DnsOutcome =
  | { status: "done"; leak: boolean; reasons: LeakReason[] }
  | { status: "unseen" }
  | { status: "unavailable" }
  | { status: "failed" };

export function dnsCheck(outcome: DnsOutcome): CheckOutcome {
  if (outcome.status === "unavailable")
    return { id: "dns", status: "unknown", findings: ["dns-off"] };
  if (outcome.status === "failed")
    return { id: "dns", status: "unknown", findings: ["dns-failed"] };
  if (outcome.status === "unseen")
    return { id: "dns", status: "unknown", findings: ["dns-unseen"] };
  if (!outcome.leak) return { id: "dns", status: "pass", findings: ["dns-ok"] };
  return {
    id: "dns",
    status: "leak",
    findings: outcome.reasons.map((reason) => `dns-${reason}` as const),
  };
}

export function webrtcCheck(outcome: WebRtcOutcome | null): CheckOutcome {
  if (!outcome) return { id: "webrtc", status: "unknown", findings: ["webrtc-failed"] };
  if (!outcome.supported) return { id: "webrtc", status: "pass", findings: ["webrtc-off"] };
  const local: ReportFinding[] = outcome.result.localIPs.length > 0 ? ["webrtc-local-exposed"] : [];
  const byVerdict = {
    leak: { status: "leak", code: "webrtc-leak" },
    safe: { status: "pass", code: "webrtc-ok" },
    unverified: { status: "warn", code: "webrtc-unverified" },
    "no-public": { status: "unknown", code: "webrtc-no-stun" },
  } as const;
  const { status, code } = byVerdict[outcome.verdict.status];
  return { id: "webrtc", status, findings: [code, ...local] };
}

export type PrivacySignals = { gpc: boolean | null; dnt: boolean | null };

/** Reads Global Privacy Control and Do Not Track as the browser exposes them. */
export function readPrivacySignals(nav: {
  globalPrivacyControl?: unknown;
  doNotTrack?: unknown;
}): PrivacySignals {
  const gpc = typeof nav.globalPrivacyControl === "boolean" ? nav.globalPrivacyControl : null;
  const dnt = nav.doNotTrack === "1" ? true : nav.doNotTrack === "0" ? false : null;
  return { gpc, dnt };
}

export function signalsCheck(signals: PrivacySignals): CheckOutcome {
  const findings: ReportFinding[] = [
    signals.gpc ? "gpc-on" : "gpc-off",
    signals.dnt ? "dnt-on" : "dnt-off",
    // A page cannot see whether third-party cookies are blocked without a second site.
    "third-party-cookies-unknown",
  ];
  return { id: "signals", status: signals.gpc ? "pass" : "warn", findings };
}

export type OverallVerdict =
  | { kind: "protected" }
  | { kind: "leaking"; ids: ReportCheckId[] }
  | { kind: "incomplete"; ids: ReportCheckId[] };

export function overallVerdict(checks: readonly CheckOutcome[]): OverallVerdict {
  const leaking = checks.filter((check) => check.status === "leak").map((check) => check.id);
  if (leaking.length > 0) return { kind: "leaking", ids: leaking };
  const unknown = checks.filter((check) => check.status === "unknown").map((check) => check.id);
  if (unknown.length > 0) return { kind: "incomplete", ids: unknown };
  return { kind: "protected" };
}

/** What a share link holds: statuses and codes, the country and network name, no address. */
export function shareableReport(
  checks: readonly CheckOutcome[],
  place: { countryCode: string | null; network: string | null },
): ConnectionReportShare {
  return {
    checks: checks.map(({ id, status, findings }) => ({ id, status, findings })),
    countryCode: place.countryCode,
    network: shareableNetworkName(place.network),
  };
}
