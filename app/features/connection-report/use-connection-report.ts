import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiGet } from "~/features/api-client/api-client";
import type { IpInfo } from "~/features/geo/ip-info";
import { type FamilyProbe, compareFamilies } from "~/features/ip-check/address-families";
import type { ReportCheckId } from "~/features/share/share-types";
import {
  type CheckOutcome,
  type DnsOutcome,
  dnsCheck,
  familyCheck,
  ipCheck,
  readPrivacySignals,
  signalsCheck,
  webrtcCheck,
} from "./report-checks";

export const reportOrder: readonly ReportCheckId[] = ["ip", "ipv6", "dns", "webrtc", "signals"];

/** What the page shows beside the outcomes (addresses stay on this page, never in a link). */
export type ReportDetails = {
  ip?: IpInfo;
  families?: { v4: FamilyProbe; v6: FamilyProbe };
  dnsResolvers?: string[];
  webrtcPublic?: string[];
};

export type ReportState = {
  status: "idle" | "running" | "done";
  outcomes: Partial<Record<ReportCheckId, CheckOutcome>>;
  details: ReportDetails;
};

async function dnsOutcome(
  signal: AbortSignal,
): Promise<{ outcome: DnsOutcome; resolvers: string[] }> {
  try {
    const { runDnsLeakTest } = await import("~/features/dns-leak/run-dns-leak-test");
    const result = await runDnsLeakTest({ signal, step: () => {} });
    return {
      outcome: { status: "done", leak: result.leak, reasons: result.reasons },
      resolvers: result.servers.map((server) => server.ip),
    };
  } catch (error) {
    const off = error instanceof ApiError && error.status === 503;
    return { outcome: { status: off ? "unavailable" : "failed" }, resolvers: [] };
  }
}

/**
 * The checks' code (the DNS, address-family and WebRTC probes) is loaded when a run starts:
 * the page shows only its start button until then.
 *
 * Runs every check of the report at once and records each outcome as it arrives, so the
 * page fills in item by item. A new run or leaving the page drops the old run's answers.
 */
export function useConnectionReport(stun: { host: string | null; port: number } | null) {
  const [state, setState] = useState<ReportState>({ status: "idle", outcomes: {}, details: {} });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    const record = (outcome: CheckOutcome, details: ReportDetails = {}) => {
      if (run.signal.aborted) return;
      setState((previous) => {
        const outcomes = { ...previous.outcomes, [outcome.id]: outcome };
        const done = reportOrder.every((id) => outcomes[id]);
        return {
          status: done ? "done" : "running",
          outcomes,
          details: { ...previous.details, ...details },
        };
      });
    };
    setState({ status: "running", outcomes: {}, details: {} });

    const ip = apiGet<IpInfo>("/api/ip");
    const families = import("~/features/ip-check/probe-families")
      .then(({ probeBothFamilies }) => probeBothFamilies())
      .catch(() => ({
        v4: { status: "unconfigured" } as FamilyProbe,
        v6: { status: "unconfigured" } as FamilyProbe,
      }));
    ip.then(
      (info) => record(ipCheck(info.kind), { ip: info }),
      () => record(ipCheck(null)),
    );
    void families.then((both) =>
      record(familyCheck(compareFamilies(both.v4, both.v6)), { families: both }),
    );
    void dnsOutcome(run.signal).then(({ outcome, resolvers }) =>
      record(dnsCheck(outcome), { dnsResolvers: resolvers }),
    );
    const httpSeen = Promise.all([ip.catch(() => null), families]).then(([info, both]) => [
      ...(info ? [info.ip] : []),
      ...[both.v4, both.v6].flatMap((probe) => (probe.status === "reached" ? [probe.info.ip] : [])),
    ]);
    import("~/features/webrtc-leak/run-webrtc-check")
      .then(({ runWebRtcCheck }) => runWebRtcCheck(stun, httpSeen))
      .then(
        (outcome) =>
          record(webrtcCheck(outcome), {
            webrtcPublic: outcome.supported ? outcome.result.publicIPs : [],
          }),
        () => record(webrtcCheck(null)),
      );
    record(
      signalsCheck(readPrivacySignals(navigator as Navigator & { globalPrivacyControl?: boolean })),
    );
  }, [stun]);

  return [state, start] as const;
}
