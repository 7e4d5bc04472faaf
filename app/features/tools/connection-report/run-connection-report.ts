import type { RunWork } from "~/hooks/use-run";
import { apiGet } from "~/lib/api-client/api-client";
import {
  dnsLeakOutcome,
  isDnsLeakSwitchedOff,
  runDnsLeakTest,
} from "~/features/tools/dns-leak/public";
import { type IpInfo, isIpInfo } from "~/lib/geo/ip-info";
import { type FamilyProbe, compareFamilies } from "~/features/tools/ip-checker/public";
import { probeBothFamilies } from "~/features/tools/ip-checker/public";
import type { ReportCheckId } from "~/features/share/public";
import { runWebRtcCheck } from "~/features/tools/webrtc-leak/public";
import {
  type CheckOutcome,
  type DnsOutcome,
  dnsCheck,
  familyCheck,
  ipCheck,
  readPrivacySignals,
  signalsCheck,
  reportOrder,
  webrtcCheck,
} from "./report-checks";

/** What the page shows beside the outcomes (addresses stay on this page, never in a link). */
export type ReportDetails = {
  ip?: IpInfo;
  families?: { v4: FamilyProbe; v6: FamilyProbe };
  dnsResolvers?: string[];
  webrtcPublic?: string[];
};

/** The outcomes so far (while running) or of every check (once done), with their details. */
export type ReportResult = {
  outcomes: Partial<Record<ReportCheckId, CheckOutcome>>;
  details: ReportDetails;
};

async function dnsOutcome(
  signal: AbortSignal,
): Promise<{ outcome: DnsOutcome; resolvers: string[] }> {
  try {
    const result = await runDnsLeakTest({ signal, step: () => {} });
    return {
      outcome:
        dnsLeakOutcome(result) === "unseen"
          ? { status: "unseen" }
          : { status: "done", leak: result.leak, reasons: result.reasons },
      resolvers: result.servers.map((server) => server.ip),
    };
  } catch (error) {
    const off = isDnsLeakSwitchedOff(error);
    return { outcome: { status: off ? "unavailable" : "failed" }, resolvers: [] };
  }
}

/**
 * Runs every check of the report at once and reports the outcomes as they arrive, so the page
 * fills in item by item; resolves once every check has an outcome. The run's signal (a new run,
 * or leaving the page) drops the old run's answers and stops its DNS leak test.
 */
/** Where the WebRTC check's STUN server listens (the root loader's public config). */
export type StunEndpoint = { host: string | null; port: number } | null;

export function runConnectionReport(stun: StunEndpoint): RunWork<ReportResult, ReportResult> {
  return ({ signal, report }) =>
    new Promise((resolve) => {
      let result: ReportResult = { outcomes: {}, details: {} };
      const record = (outcome: CheckOutcome, details: ReportDetails = {}) => {
        result = {
          outcomes: { ...result.outcomes, [outcome.id]: outcome },
          details: { ...result.details, ...details },
        };
        if (reportOrder.every((id) => result.outcomes[id])) resolve(result);
        else report(result);
      };

      // Checked, not cast (decision 032): a wrong answer (not our server's) is a lookup that
      // failed. `null` threw in the IP check's callback, so the report never finished, and
      // `{ "kind": "public" }` passed the IP check without an address.
      const ip = apiGet<unknown>("/api/ip", { signal }).then(
        (answer) => (isIpInfo(answer) ? answer : null),
        () => null,
      );
      const families = probeBothFamilies().catch(() => ({
        v4: { status: "unconfigured" } as FamilyProbe,
        v6: { status: "unconfigured" } as FamilyProbe,
      }));
      void ip.then((info) => record(ipCheck(info?.kind ?? null), info ? { ip: info } : {}));
      void families.then((both) =>
        record(familyCheck(compareFamilies(both.v4, both.v6)), { families: both }),
      );
      void dnsOutcome(signal).then(({ outcome, resolvers }) =>
        record(dnsCheck(outcome), { dnsResolvers: resolvers }),
      );
      const httpSeen = Promise.all([ip, families]).then(([info, both]) => [
        ...(info ? [info.ip] : []),
        ...[both.v4, both.v6].flatMap((probe) =>
          probe.status === "reached" ? [probe.info.ip] : [],
        ),
      ]);
      runWebRtcCheck(stun, httpSeen).then(
        (outcome) =>
          record(webrtcCheck(outcome), {
            webrtcPublic: outcome.supported ? outcome.result.publicIPs : [],
          }),
        () => record(webrtcCheck(null)),
      );
      record(
        signalsCheck(
          readPrivacySignals(navigator as Navigator & { globalPrivacyControl?: boolean }),
        ),
      );
    });
}
