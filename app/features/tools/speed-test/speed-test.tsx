import { Gauge, Square } from "lucide-react";
import { Suspense } from "react";
import { speedTestRegions } from "~/copy/speed-test-regions";
import { speedTestCopy as copy } from "~/copy/tool-copy/speed-test";
import { ShareButton, useShareToken } from "~/features/share/public";
import { Button } from "~/components/ui/button";
import { LazyPartBoundary, lazyPart } from "~/components/ui/lazy-part";
import { ToolError } from "~/features/tools/shared/tool-error";
import { formatMeasure } from "./stats";
import { type RegionRow, failedRegion, speedRows, useSpeedTest } from "./use-speed-test";

// Shown only once a run has started or from a share link: loaded then, not with the page. The
// cards' list shows one notice if their code cannot load, not one per card.
const RegionCard = lazyPart(() => import("./region-card").then((module) => module.RegionCard), {
  notice: "enclosing",
});
const SharedSpeedTest = lazyPart(() =>
  import("./shared-speed-test").then((module) => module.SharedSpeedTest),
);

const regionNames = speedTestRegions.map((region) => region.name);

function shareRequest(rows: RegionRow[]) {
  return {
    kind: "speed-test" as const,
    result: {
      regions: rows.flatMap(({ server, result }) =>
        result
          ? [
              {
                code: server.code,
                ping: result.ping,
                jitter: result.jitter,
                download: result.download,
                upload: result.upload,
                streams: Math.max(result.downloadStreams, result.uploadStreams),
              },
            ]
          : [],
      ),
    },
  };
}

function LiveSpeedTest() {
  const [state, start, stop] = useSpeedTest();
  const running = state.status === "running";
  const progress = running ? state.partial : undefined;
  const rows = speedRows(state);
  const total = running ? rows.length || regionNames.length : regionNames.length;
  const current = running
    ? (rows[progress?.current ?? 0]?.server.name ?? regionNames[0])
    : undefined;
  const phaseText = progress?.phase && current ? copy.phases[progress.phase](current) : undefined;
  const measured = rows.filter((row) => row.result);
  const stopped = state.status === "aborted";
  const failed = failedRegion(state);
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid justify-items-start gap-3">
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={start} busy={running}>
            <Gauge aria-hidden="true" />
            {running
              ? copy.testing(current ?? "")
              : state.status === "idle"
                ? copy.start
                : copy.again}
          </Button>
          {running ? (
            <Button size="lg" variant="outline" onClick={stop}>
              <Square aria-hidden="true" />
              {copy.stop}
            </Button>
          ) : null}
        </div>
        {running ? (
          <div
            className="flex flex-wrap items-baseline gap-x-4 gap-y-1"
            data-testid="speed-progress"
          >
            <span className="text-sm font-medium">
              <span className="sr-only">{copy.progressLabel}: </span>
              {copy.progress((progress?.current ?? 0) + 1, total)}
            </span>
            {progress && progress.live !== null ? (
              <span className="text-2xl font-bold tabular-nums" data-testid="live-mbps">
                {copy.live(formatMeasure(progress.live))}
              </span>
            ) : null}
          </div>
        ) : null}
        <p role="status" className="text-sm text-muted-foreground">
          {state.status === "idle" ? copy.idle : null}
          {running ? (phaseText ?? copy.testing(current ?? "")) : null}
          {state.status === "done" ? copy.done : null}
          {stopped ? copy.stopped : null}
        </p>
      </div>
      {state.status === "error" ? (
        <ToolError
          compact
          message={failed === null ? copy.serversError : copy.error(failed)}
          error={state.error}
        />
      ) : null}
      {rows.length > 0 ? (
        <LazyPartBoundary>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={copy.resultsLabel}>
            <Suspense fallback={null}>
              {rows.map((row, index) => (
                <RegionCard
                  key={row.server.code}
                  row={row}
                  active={running && index === progress?.current}
                  status={running && index === progress?.current ? phaseText : undefined}
                />
              ))}
            </Suspense>
          </ul>
        </LazyPartBoundary>
      ) : null}
      {(state.status === "done" || stopped) && measured.length > 0 ? (
        <ShareButton request={() => shareRequest(measured)} />
      ) : null}
      {state.status !== "idle" ? (
        <p className="text-xs text-muted-foreground">{copy.scaleNote}</p>
      ) : null}
    </div>
  );
}

/** The Speed Test: real measurements against our test servers; #r=… opens a shared result. */
export function SpeedTest() {
  const token = useShareToken();
  // Keyed by the token: a link pasted into the same tab changes only the fragment, and the
  // view, which opens its link once, went on showing the result of the first.
  return token ? (
    <Suspense fallback={null}>
      <SharedSpeedTest key={token} token={token} />
    </Suspense>
  ) : (
    <LiveSpeedTest />
  );
}
