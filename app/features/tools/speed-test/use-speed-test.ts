import { useCallback } from "react";
import type { SpeedTestServer } from "~/copy/speed-test-regions";
import { type RunState, type RunWork, useRun } from "~/hooks/use-run";
import { apiGet } from "~/lib/api-client/api-client";
import { LiveMeter, browserResourceTiming } from "./live-meter";
import type { Phase, RegionMeasurement } from "./measure";

export type RegionRow = { server: SpeedTestServer; result: RegionMeasurement | null };

/** Where a run stands: the regions so far, the one being measured, and its live figure. */
export type SpeedProgress = {
  rows: RegionRow[];
  current: number;
  phase: Phase | null;
  /** Mbps over the last second of the current download or upload. */
  live: number | null;
};

/** Running with progress; done with every region; error or aborted (Stop) with the progress. */
export type SpeedTestState = RunState<RegionRow[], SpeedProgress>;

/** The rows to show in any state. */
export function speedRows(state: SpeedTestState): RegionRow[] {
  if (state.status === "done") return state.value;
  return state.status === "idle" ? [] : (state.partial?.rows ?? []);
}

/** The region a failed run stopped at (the first one if the server list did not load). */
/**
 * The region whose test failed, or null when none was under test (the list of test servers
 * did not load): "Failed to test Singapore" would blame a region never tried.
 */
export function failedRegion(state: SpeedTestState): string | null {
  const progress = state.status === "error" ? state.partial : undefined;
  return progress?.rows[progress.current]?.server.name ?? null;
}

/**
 * Measures region by region, in order, and stops at the first region that fails (the run's
 * error) or when the run is aborted. The progress, with the live figure, is reported four
 * times a second.
 */
const measureRegions: RunWork<RegionRow[], SpeedProgress> = async ({ signal, report }) => {
  const meter = new LiveMeter();
  let rows: RegionRow[] = [];
  let position = { current: 0, phase: null as Phase | null };
  const progress = () => {
    const measuring = position.phase === "download" || position.phase === "upload";
    report({ rows, ...position, live: measuring ? meter.mbps(performance.now()) : null });
  };
  const ticker = setInterval(progress, 250);
  progress();
  performance.setResourceTimingBufferSize?.(2000);
  try {
    const servers = await apiGet<SpeedTestServer[]>("/api/speedtest/servers", { signal });
    rows = servers.map((server) => ({ server, result: null }));
    // The measuring code loads with the first run, not with the page.
    const { measureRegion } = await import("./measure");
    for (const [index, server] of servers.entries()) {
      position = { current: index, phase: null };
      progress();
      const result = await measureRegion(
        server.testServer,
        {
          fetch: (...args) => fetch(...args),
          now: () => performance.now(),
          signal,
          onBytes: (bytes) => meter.add(bytes, performance.now()),
          resourceTiming: browserResourceTiming,
        },
        (phase) => {
          meter.reset();
          position = { current: index, phase };
          progress();
        },
      );
      rows = rows.map((row, i) => (i === index ? { ...row, result } : row));
    }
    return rows;
  } finally {
    clearInterval(ticker);
  }
};

/**
 * The speed test's run: `start` measures every region (aborting a run in progress), `stop`
 * ends it keeping what was measured; leaving the page aborts it.
 */
export function useSpeedTest(): [SpeedTestState, () => void, () => void] {
  const { state, run, abort } = useRun<RegionRow[], SpeedProgress>();
  const start = useCallback(() => void run(measureRegions), [run]);
  return [state, start, abort];
}
