/** The shapes /api/proxy/proxies, /api/proxy/stats and /api/proxy/check answer with. */

import { isNumberOrNull, isTextOrNull } from "~/lib/api-client/answer-shape";

export const AUTO_PROXY_ID = "auto";

export type ProxyEntry = {
  id: string;
  name: string;
  details: {
    country: string | null;
    city: string | null;
    /** Measured throughput in Mbit/s at the last health check; null before one succeeded. */
    speed: number | null;
    /** Measured time to first byte in ms at the last health check. */
    latency: number | null;
    protocols: string[];
    online: boolean | null;
  };
};

export type ProxyStats = {
  /** Countries with at least one node that passed its last health check. */
  countriesCount: number;
  averageSpeed: number | null;
  averageLatency: number | null;
  /** When the last round of health checks ended (ISO 8601); null before the first. */
  lastUpdated: string | null;
  nodesConfigured: number;
  nodesOnline: number;
};

/** What /api/proxy/check answers when it reached the site: the status the site answered. */
export type ProxyCheckAnswer = { status: number };

// The stats and the list are read where a wrong answer must not take the proxy down with it
// (decision 032): what does not have their shape is treated as an answer that did not load.

export function isProxyStats(value: unknown): value is ProxyStats {
  const stats = value as Partial<ProxyStats> | null;
  return (
    typeof stats?.countriesCount === "number" &&
    isNumberOrNull(stats.averageSpeed) &&
    isNumberOrNull(stats.averageLatency) &&
    (stats.lastUpdated === null || !Number.isNaN(Date.parse(stats.lastUpdated ?? "")))
  );
}

export function isProxyEntry(value: unknown): value is ProxyEntry {
  const entry = value as Partial<ProxyEntry> | null;
  const details = entry?.details;
  return (
    typeof entry?.id === "string" &&
    typeof entry.name === "string" &&
    isTextOrNull(details?.country) &&
    isTextOrNull(details?.city) &&
    isNumberOrNull(details?.latency)
  );
}
