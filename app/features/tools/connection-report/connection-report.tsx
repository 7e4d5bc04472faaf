import { Radar } from "lucide-react";
import { Suspense } from "react";
import { usePublicConfig } from "~/config/public-config";
import { connectionReportCopy as copy } from "~/copy/tool-copy/connection-report";
import { ShareButton, useShareToken } from "~/features/share/public";
import { Button } from "~/components/ui/button";
import { ToolError } from "~/features/tools/shared/tool-error";
import { LazyPartBoundary, lazyPart } from "~/components/ui/lazy-part";
import { type CheckOutcome, overallVerdict, reportOrder, shareableReport } from "./report-checks";
import { type RunWork, useRun } from "~/hooks/use-run";
import type { ReportDetails, ReportResult, StunEndpoint } from "./run-connection-report";

// Shown only once a run has started or from a share link: loaded then, not with the page. If
// the cards' or their detail rows' code cannot load, the list shows one notice, not one per card.
const CheckCard = lazyPart(() => import("./check-card").then((module) => module.CheckCard), {
  notice: "enclosing",
});
const ReportDetailRows = lazyPart(
  () => import("./report-details").then((module) => module.ReportDetailRows),
  { notice: "enclosing" },
);
const ReportVerdict = lazyPart(() =>
  import("./report-verdict").then((module) => module.ReportVerdict),
);
const SharedReport = lazyPart(() =>
  import("./shared-report").then((module) => module.SharedReport),
);

/** The checks' code (DNS, address-family and WebRTC probes) loads when a run starts. */
const runReport =
  (stun: StunEndpoint): RunWork<ReportResult, ReportResult> =>
  async (context) => {
    const { runConnectionReport } = await import("./run-connection-report");
    return runConnectionReport(stun)(context);
  };

const NOTHING_YET: ReportResult = { outcomes: {}, details: {} };

/** The country and network to share: the IP lookup's, else the first family probe's. */
function placeOf(details: ReportDetails) {
  const probes = [details.families?.v4, details.families?.v6].flatMap((probe) =>
    probe?.status === "reached" ? [probe.info] : [],
  );
  const known = [details.ip, ...probes].find((info) => info?.org || info?.countryCode);
  return { countryCode: known?.countryCode ?? null, network: known?.org ?? null };
}

function LiveReport() {
  const { stun } = usePublicConfig();
  const { state: run, run: start } = useRun<ReportResult, ReportResult>();
  const running = run.status === "running";
  const again = () => start(runReport(stun));
  const report =
    run.status === "done" ? run.value : running ? (run.partial ?? NOTHING_YET) : NOTHING_YET;
  const outcomes = reportOrder.flatMap((id) => report.outcomes[id] ?? []) as CheckOutcome[];
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
        <Button size="lg" onClick={again} busy={running}>
          <Radar aria-hidden="true" />
          {run.status === "idle" ? copy.start : copy.again}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {running ? copy.running(outcomes.length, reportOrder.length) : null}
        </p>
      </div>
      {run.status === "done" ? (
        <Suspense fallback={null}>
          <ReportVerdict verdict={overallVerdict(outcomes)} />
        </Suspense>
      ) : null}
      {run.status === "error" ? (
        <ToolError message={copy.error} error={run.error} onRetry={again} />
      ) : null}
      {run.status === "running" || run.status === "done" ? (
        <LazyPartBoundary>
          <ul className="grid gap-3" aria-label={copy.listLabel}>
            <Suspense fallback={null}>
              {reportOrder.map((id) => (
                <CheckCard key={id} id={id} outcome={report.outcomes[id]} running={running}>
                  <ReportDetailRows id={id} details={report.details} />
                </CheckCard>
              ))}
            </Suspense>
          </ul>
        </LazyPartBoundary>
      ) : null}
      {run.status === "done" ? (
        <ShareButton
          request={() => ({
            kind: "connection-report",
            result: shareableReport(outcomes, placeOf(report.details)),
          })}
        />
      ) : null}
    </div>
  );
}

/**
 * The Connection Report: one button runs every check at once. A page opened from a share link
 * (#r=… in the URL) shows that report read-only instead.
 */
export function ConnectionReport() {
  const token = useShareToken();
  // Keyed by the token: a link pasted into the same tab changes only the fragment, and the
  // view, which opens its link once, went on showing the report of the first.
  return token ? (
    <Suspense fallback={null}>
      <SharedReport key={token} token={token} />
    </Suspense>
  ) : (
    <LiveReport />
  );
}
