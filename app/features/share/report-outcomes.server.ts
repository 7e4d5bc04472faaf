import type { CheckStatus, ReportCheckId, ReportFinding } from "./share-types";

/** One thing a check of the report can say: its status and the findings that give it. */
export type ReportOutcome = readonly [CheckStatus, readonly ReportFinding[]];

const withLocalAddresses = (status: CheckStatus, code: ReportFinding): ReportOutcome[] => [
  [status, [code]],
  [status, [code, "webrtc-local-exposed"]],
];

const signals = (["on", "off"] as const).flatMap((gpc) =>
  (["on", "off"] as const).map((dnt): ReportOutcome => [
    gpc === "on" ? "pass" : "warn",
    [`gpc-${gpc}`, `dnt-${dnt}`, "third-party-cookies-unknown"],
  ]),
);

/**
 * Every outcome the report's rules make, per check (report-checks.ts; its test holds the rules
 * to this list). A share link holds only these: the shared page draws a card's status beside
 * its findings' wording, so any other pairing had our page contradict itself ("OK" above
 * "IPv6 leaks outside the VPN", "Protected" above it), or show one check's finding under
 * another check's card.
 */
export const reportOutcomes: Record<ReportCheckId, readonly ReportOutcome[]> = {
  ip: [
    ["pass", []],
    ["unknown", ["ip-failed"]],
    ["unknown", ["ip-not-public"]],
  ],
  ipv6: [
    ["pass", ["same-network"]],
    ["pass", ["ipv4-only"]],
    ["pass", ["ipv6-only"]],
    ["leak", ["ipv6-other-network"]],
    ["warn", ["unknown-network"]],
    ["unknown", ["probe-failed"]],
    ["unknown", ["not-checked"]],
  ],
  dns: [
    ["pass", ["dns-ok"]],
    ["leak", ["dns-multiple-resolvers"]],
    ["leak", ["dns-outside-vpn-ranges"]],
    ["leak", ["dns-multiple-resolvers", "dns-outside-vpn-ranges"]],
    ["unknown", ["dns-off"]],
    ["unknown", ["dns-failed"]],
    ["unknown", ["dns-unseen"]],
  ],
  webrtc: [
    ["unknown", ["webrtc-failed"]],
    ["pass", ["webrtc-off"]],
    ...withLocalAddresses("leak", "webrtc-leak"),
    ...withLocalAddresses("pass", "webrtc-ok"),
    ...withLocalAddresses("warn", "webrtc-unverified"),
    ...withLocalAddresses("unknown", "webrtc-no-stun"),
  ],
  signals,
};

/** One spelling per outcome: findings in any order name the same one. */
export const outcomeKey = (id: ReportCheckId, [status, findings]: ReportOutcome) =>
  `${id} ${status}: ${[...findings].sort().join(", ")}`;

const known = new Set(
  Object.entries(reportOutcomes).flatMap(([id, outcomes]) =>
    outcomes.map((outcome) => outcomeKey(id as ReportCheckId, outcome)),
  ),
);

/** Whether the report makes this status with these findings for its check. */
export function isReportOutcome(check: {
  id: ReportCheckId;
  status: CheckStatus;
  findings: readonly ReportFinding[];
}): boolean {
  return known.has(outcomeKey(check.id, [check.status, check.findings]));
}
