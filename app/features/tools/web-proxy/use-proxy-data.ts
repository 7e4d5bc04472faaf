import { useEffect, useState } from "react";
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
  const [proxies, setProxies] = useState<ProxyEntry[]>(AUTO_ONLY);
  useEffect(() => {
    let live = true;
    apiGet<ProxyEntry[]>("/api/proxy/proxies").then(
      (list) => {
        if (live && list.length > 0) setProxies(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return proxies;
}

export type StatsState =
  { status: "loading" } | { status: "error" } | { status: "done"; stats: ProxyStats };

export const STATS_REFRESH_MS = 60_000;

/** GET /api/proxy/stats now and every 60 s (the one query the spec polls). */
export function useProxyStats(intervalMs = STATS_REFRESH_MS): StatsState {
  const [state, setState] = useState<StatsState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    const load = () =>
      apiGet<ProxyStats>("/api/proxy/stats").then(
        (stats) => live && setState({ status: "done", stats }),
        () =>
          live &&
          setState((previous) => (previous.status === "done" ? previous : { status: "error" })),
      );
    void load();
    const timer = setInterval(load, intervalMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [intervalMs]);
  return state;
}
