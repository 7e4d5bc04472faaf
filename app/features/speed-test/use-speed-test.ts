import { useCallback, useEffect, useRef, useState } from "react";
import type { SpeedTestServer } from "~/content/speed-test-regions";
import { apiGet } from "~/features/api-client/api-client";
import type { LiveMeter, browserResourceTiming as BrowserResourceTiming } from "./live-meter";
import type { Phase, RegionMeasurement, measureRegion as MeasureRegion } from "./measure";

/** The measuring code, loaded when a run starts: nothing of it is needed to draw the page. */
const loadMeasuring = () => Promise.all([import("./measure"), import("./live-meter")]);

export type RegionRow = { server: SpeedTestServer; result: RegionMeasurement | null };

export type SpeedTestState =
  | { status: "idle" }
  | {
      status: "running";
      rows: RegionRow[];
      current: number;
      phase: Phase | null;
      /** Mbps over the last second of the current download or upload. */
      live: number | null;
    }
  | { status: "done"; rows: RegionRow[] }
  | { status: "stopped"; rows: RegionRow[] }
  | { status: "error"; rows: RegionRow[]; failed: string; detail?: string };

/**
 * Runs the speed test region by region, in order, and stops at the first region that
 * fails (spec §4), or when the visitor presses Stop. The live figure is refreshed four
 * times a second. A run in progress is aborted when the page unmounts.
 */
export function useSpeedTest(
  regionNames: readonly string[],
): [SpeedTestState, () => void, () => void] {
  const [state, setState] = useState<SpeedTestState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const stop = useCallback(() => controller.current?.abort(), []);

  const start = useCallback(() => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    const { signal } = run;
    const measuring = loadMeasuring();
    // Awaited below; a run that fails before then must not leave it unhandled.
    measuring.catch(() => {});
    let meter: LiveMeter | null = null;
    let rows: RegionRow[] = [];
    let position = { current: 0, phase: null as Phase | null };
    const update = (next: SpeedTestState) => {
      if (!signal.aborted) setState(next);
    };
    const running = () => {
      const live = position.phase === "download" || position.phase === "upload";
      update({
        status: "running",
        rows,
        ...position,
        live: live && meter ? meter.mbps(performance.now()) : null,
      });
    };
    const ticker = setInterval(running, 250);
    signal.addEventListener("abort", () => {
      clearInterval(ticker);
      setState({ status: "stopped", rows });
    });
    running();
    performance.setResourceTimingBufferSize?.(2000);
    void (async () => {
      let servers: SpeedTestServer[];
      let measureRegion: typeof MeasureRegion;
      let browserResourceTiming: typeof BrowserResourceTiming;
      try {
        servers = await apiGet<SpeedTestServer[]>("/api/speedtest/servers");
        const [measure, liveMeter] = await measuring;
        ({ measureRegion } = measure);
        ({ browserResourceTiming } = liveMeter);
        meter = new liveMeter.LiveMeter();
      } catch (error) {
        const failed = regionNames[0] ?? "";
        clearInterval(ticker);
        return update({ status: "error", rows, failed, detail: (error as Error).message });
      }
      rows = servers.map((server) => ({ server, result: null }));
      for (let index = 0; index < servers.length; index++) {
        const server = servers[index] as SpeedTestServer;
        position = { current: index, phase: null };
        running();
        try {
          const result = await measureRegion(
            server.testServer,
            {
              fetch: (...args) => fetch(...args),
              now: () => performance.now(),
              signal,
              onBytes: (bytes) => meter?.add(bytes, performance.now()),
              resourceTiming: browserResourceTiming,
            },
            (phase) => {
              meter?.reset();
              position = { current: index, phase };
              running();
            },
          );
          rows = rows.map((row, i) => (i === index ? { ...row, result } : row));
        } catch (error) {
          clearInterval(ticker);
          if (signal.aborted) return;
          return update({
            status: "error",
            rows,
            failed: server.name,
            detail: (error as Error).message,
          });
        }
      }
      clearInterval(ticker);
      update({ status: "done", rows });
    })();
  }, [regionNames]);

  return [state, start, stop];
}
