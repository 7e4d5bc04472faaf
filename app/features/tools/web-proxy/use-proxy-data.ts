import { useEffect } from "react";
import { type RunState, useRun, useRunOnMount } from "~/hooks/use-run";
import { apiGet } from "~/lib/api-client/api-client";
import {
  AUTO_PROXY_ID,
  type ProxyEntry,
  type ProxyStats,
  isProxyEntry,
  isProxyStats,
} from "./proxy-types";

/** Shown until the list arrives, and if it cannot be loaded: Auto Select always works. */
export const AUTO_ONLY: ProxyEntry[] = [
  {
    id: AUTO_PROXY_ID,
    name: "Auto Select",
    details: { country: null, city: null, speed: null, latency: null, protocols: [], online: null },
  },
];

/** The entries of a list answer that have an entry's shape (none if it is not a list). */
export function proxyEntries(answer: unknown): ProxyEntry[] {
  return Array.isArray(answer) ? answer.filter(isProxyEntry) : [];
}

/** GET /api/proxy/proxies once (no retry, no refetch). */
export function useProxyList(): ProxyEntry[] {
  const { state } = useRunOnMount(async ({ signal }) =>
    proxyEntries(await apiGet("/api/proxy/proxies", { signal })),
  );
  return state.status === "done" && state.value.length > 0 ? state.value : AUTO_ONLY;
}

/**
 * A refresh reports what is on screen as its partial result, so the page does not flicker:
 * the stats loaded last, or null when the last load failed and there are none yet.
 */
export type StatsState = RunState<ProxyStats, ProxyStats | null>;

/** What the stats panel shows: the loading state, the error line, or the latest stats. */
export function statsView(
  state: StatsState,
): { status: "loading" } | { status: "error" } | { status: "done"; stats: ProxyStats } {
  if (state.status === "done") return { status: "done", stats: state.value };
  const shown = state.status === "idle" ? undefined : state.partial;
  if (shown) return { status: "done", stats: shown };
  return state.status === "error" || shown === null ? { status: "error" } : { status: "loading" };
}

export const STATS_REFRESH_MS = 60_000;

/**
 * GET /api/proxy/stats now and every 60 s while the tab is shown (the one query the spec
 * polls).
 */
export function useProxyStats(intervalMs = STATS_REFRESH_MS): StatsState {
  const { state, run } = useRun<ProxyStats, ProxyStats | null>({ status: "running" });
  useEffect(() => {
    let shown: ProxyStats | null | undefined;
    const load = () =>
      void run(async ({ signal, report }) => {
        if (shown !== undefined) report(shown);
        try {
          const answer = await apiGet("/api/proxy/stats", { signal });
          if (!isProxyStats(answer)) throw new SyntaxError("Not the proxy's stats");
          shown = answer;
        } catch (error) {
          shown ??= null;
          throw error;
        }
        return shown;
      });
    load();
    // A hidden tab asks for nothing (a page left open in the background would poll all
    // day for figures no one reads); a refresh it missed is made up once it is shown again.
    let missed = false;
    const tick = () => {
      if (document.hidden) missed = true;
      else load();
    };
    const onVisibility = () => {
      if (document.hidden || !missed) return;
      missed = false;
      load();
    };
    const timer = setInterval(tick, intervalMs);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [run, intervalMs]);
  return state;
}
