import { useEffect } from "react";
import { type RunState, useRun, useRunOnMount } from "~/hooks/use-run";
import { apiGet } from "~/lib/api-client/api-client";
import { AUTO_PROXY_ID, type ProxyEntry, type ProxyStats } from "./proxy-types";

/** Shown until the list arrives, and if it cannot be loaded: Auto Select always works. */
export const AUTO_ONLY: ProxyEntry[] = [
  {
    id: AUTO_PROXY_ID,
    name: "Auto Select",
    details: { country: null, city: null, speed: null, latency: null, protocols: [], online: null },
  },
];

/** GET /api/proxy/proxies once (no retry, no refetch). */
export function useProxyList(): ProxyEntry[] {
  const { state } = useRunOnMount(({ signal }) =>
    apiGet<ProxyEntry[]>("/api/proxy/proxies", { signal }),
  );
  return state.status === "done" && state.value.length > 0 ? state.value : AUTO_ONLY;
}

/** Stats loaded once stay on screen while they refresh, and when a refresh fails. */
export type StatsState = RunState<ProxyStats, ProxyStats>;

/** The stats to show: the latest that arrived, whatever the refresh is doing. */
export function shownStats(state: StatsState): ProxyStats | null {
  if (state.status === "done") return state.value;
  return state.status === "idle" ? null : (state.partial ?? null);
}

export const STATS_REFRESH_MS = 60_000;

/** GET /api/proxy/stats now and every 60 s (the one query the spec polls). */
export function useProxyStats(intervalMs = STATS_REFRESH_MS): StatsState {
  const { state, run } = useRun<ProxyStats, ProxyStats>({ status: "running" });
  useEffect(() => {
    let last: ProxyStats | null = null;
    const load = () =>
      void run(async ({ signal, report }) => {
        if (last) report(last);
        last = await apiGet<ProxyStats>("/api/proxy/stats", { signal });
        return last;
      });
    load();
    const timer = setInterval(load, intervalMs);
    return () => clearInterval(timer);
  }, [run, intervalMs]);
  return state;
}
