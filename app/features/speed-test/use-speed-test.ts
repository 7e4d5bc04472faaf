import { useCallback, useEffect, useRef, useState } from "react";
import type { SpeedTestServer } from "~/content/speed-test-regions";
import { apiGet } from "~/features/api-client/api-client";
import { type Phase, type RegionMeasurement, measureRegion } from "./measure";

export type RegionRow = { server: SpeedTestServer; result: RegionMeasurement | null };

export type SpeedTestState =
  | { status: "idle" }
  | { status: "running"; rows: RegionRow[]; current: number; phase: Phase | null }
  | { status: "done"; rows: RegionRow[] }
  | { status: "error"; rows: RegionRow[]; failed: string; detail?: string };

/**
 * Runs the speed test region by region, in order, and stops at the first region that
 * fails (spec §4). A run in progress is aborted when the page unmounts.
 */
export function useSpeedTest(regionNames: readonly string[]): [SpeedTestState, () => void] {
  const [state, setState] = useState<SpeedTestState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    const { signal } = run;
    const update = (next: SpeedTestState) => {
      if (!signal.aborted) setState(next);
    };
    update({ status: "running", rows: [], current: 0, phase: null });
    void (async () => {
      let rows: RegionRow[] = [];
      let servers: SpeedTestServer[];
      try {
        servers = await apiGet<SpeedTestServer[]>("/api/speedtest/servers");
      } catch (error) {
        const failed = regionNames[0] ?? "";
        return update({ status: "error", rows, failed, detail: (error as Error).message });
      }
      rows = servers.map((server) => ({ server, result: null }));
      for (let index = 0; index < servers.length; index++) {
        const server = servers[index] as SpeedTestServer;
        update({ status: "running", rows, current: index, phase: null });
        try {
          const result = await measureRegion(
            server.testServer,
            { fetch: (...args) => fetch(...args), now: () => performance.now(), signal },
            (phase) => update({ status: "running", rows, current: index, phase }),
          );
          rows = rows.map((row, i) => (i === index ? { ...row, result } : row));
        } catch (error) {
          return update({
            status: "error",
            rows,
            failed: server.name,
            detail: (error as Error).message,
          });
        }
      }
      update({ status: "done", rows });
    })();
  }, [regionNames]);

  return [state, start];
}
