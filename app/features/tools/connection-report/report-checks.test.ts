import { describe, expect, it } from "vitest";
import type { ReportCheckId } from "~/features/share/public";
import { outcomeKey, reportOutcomes } from "~/features/share/public.server";
import type { LeakReason } from "~/features/tools/dns-leak/public";
import type { FamilyVerdict } from "~/features/tools/ip-checker/public";
import {
  dnsCheck,
  familyCheck,
  ipCheck,
  overallVerdict,
  readPrivacySignals,
  shareableReport,
  signalsCheck,
  webrtcCheck,
} from "./report-checks";

const webrtc = (status: "leak" | "safe" | "unverified" | "no-public", localIPs: string[] = []) =>
  webrtcCheck({
    supported: true,
    result: { localIPs, obfuscatedCount: 0, publicIPs: ["198.51.100.4"] },
    verdict: { status, leaked: [], unverified: [] },
    httpSeen: ["203.0.113.7"],
  });

describe("connection report checks", () => {
  it("says Protected only when every check ran and none leaked", () => {
    const checks = [
      ipCheck("public"),
      familyCheck("same-network"),
      dnsCheck({ status: "done", leak: false, reasons: [] }),
      webrtc("safe", ["192.168.1.2"]),
      signalsCheck({ gpc: false, dnt: null }),
    ];
    expect(overallVerdict(checks)).toEqual({ kind: "protected" });
    // Local addresses and a missing GPC are advice, not the verdict.
    expect(checks[3]?.findings).toEqual(["webrtc-ok", "webrtc-local-exposed"]);
    expect(checks[4]?.status).toBe("warn");
  });

  it("names every leaking check, before anything unchecked", () => {
    const checks = [
      ipCheck("public"),
      familyCheck("ipv6-other-network"),
      dnsCheck({ status: "done", leak: true, reasons: ["outside-vpn-ranges"] }),
      webrtc("leak"),
      dnsCheck({ status: "unavailable" }),
    ];
    expect(overallVerdict(checks)).toEqual({ kind: "leaking", ids: ["ipv6", "dns", "webrtc"] });
    expect(checks[2]?.findings).toEqual(["dns-outside-vpn-ranges"]);
  });

  it("judges no DNS leak only when a resolver was seen", () => {
    expect(dnsCheck({ status: "done", leak: false, reasons: [] })).toEqual({
      id: "dns",
      status: "pass",
      findings: ["dns-ok"],
    });
    // No resolver asked our server: something answered for the browser, so nothing is known.
    expect(dnsCheck({ status: "unseen" })).toEqual({
      id: "dns",
      status: "unknown",
      findings: ["dns-unseen"],
    });
  });

  it("says Could not check for what did not run", () => {
    const checks = [
      ipCheck(null),
      familyCheck("not-checked"),
      webrtcCheck(null),
      webrtc("no-public"),
    ];
    expect(overallVerdict(checks)).toEqual({
      kind: "incomplete",
      ids: ["ip", "ipv6", "webrtc", "webrtc"],
    });
  });

  it("calls a local or private address not checked, never OK", () => {
    for (const kind of ["private", "loopback", "reserved"]) {
      expect(ipCheck(kind), kind).toEqual({
        id: "ip",
        status: "unknown",
        findings: ["ip-not-public"],
      });
    }
    const checks = [ipCheck("private"), familyCheck("same-network"), webrtc("safe")];
    expect(overallVerdict(checks)).toEqual({ kind: "incomplete", ids: ["ip"] });
  });

  it("reads GPC and DNT as browsers expose them", () => {
    expect(readPrivacySignals({ globalPrivacyControl: true, doNotTrack: "1" })).toEqual({
      gpc: true,
      dnt: true,
    });
    expect(readPrivacySignals({ doNotTrack: "unspecified" })).toEqual({ gpc: null, dnt: null });
  });

  it("shares a long network name whole (a part of one is no network's name)", () => {
    const network =
      "Sudanese Research and Education Network - Sudanese Research and Education Network";
    expect(shareableReport([], { countryCode: "SD", network }).network).toBe(network);
  });

  it("shares statuses and codes but drops a network name that reads like an address", () => {
    const shared = shareableReport([familyCheck("same-network")], {
      countryCode: "SG",
      network: "AS 10.0.0.1 Transit",
    });
    expect(shared).toEqual({
      checks: [{ id: "ipv6", status: "pass", findings: ["same-network"] }],
      countryCode: "SG",
      network: null,
    });
  });

  it("makes exactly the outcomes a share link may hold", () => {
    const families: FamilyVerdict[] = [
      "same-network",
      "ipv6-other-network",
      "ipv4-only",
      "ipv6-only",
      "unknown-network",
      "probe-failed",
      "not-checked",
    ];
    const made = [
      ...[null, "public", "private"].map(ipCheck),
      ...families.map(familyCheck),
      ...(["unavailable", "failed", "unseen"] as const).map((status) => dnsCheck({ status })),
      ...([[], ["multiple-resolvers"], ["outside-vpn-ranges"]] as LeakReason[][]).map((reasons) =>
        dnsCheck({ status: "done", leak: reasons.length > 0, reasons }),
      ),
      dnsCheck({
        status: "done",
        leak: true,
        reasons: ["multiple-resolvers", "outside-vpn-ranges"],
      }),
      webrtcCheck(null),
      webrtcCheck({ supported: false }),
      ...(["leak", "safe", "unverified", "no-public"] as const).flatMap((status) => [
        webrtc(status),
        webrtc(status, ["192.168.1.2"]),
      ]),
      ...[true, false, null].flatMap((gpc) =>
        [true, false, null].map((dnt) => signalsCheck({ gpc, dnt })),
      ),
    ];
    const listed = Object.entries(reportOutcomes).flatMap(([id, outcomes]) =>
      outcomes.map((outcome) => outcomeKey(id as ReportCheckId, outcome)),
    );
    const keys = made.map((check) => outcomeKey(check.id, [check.status, check.findings]));
    expect(new Set(keys)).toEqual(new Set(listed));
  });
});
