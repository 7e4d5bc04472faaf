/** The shapes /api/proxy/proxies, /api/proxy/stats and /api/proxy/check answer with. */

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
