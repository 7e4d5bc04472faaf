import type { LatencyCity, LatencyCityId } from "~/copy/latency-cities";
import type { LatencyContext } from "./latency-context.server";
import { median } from "~/features/tools/speed-test/public";
import { withinTime } from "~/lib/async/within-time";
import { estimateRttMs, greatCircleKm } from "./latency";

export type CityLatency = {
  id: LatencyCityId;
  /** Round trip in ms; null when it could be neither measured nor estimated. */
  latency: number | null;
  method: "measured" | "estimated" | null;
};

export type LatencyDeps = { fetch: typeof fetch; now: () => number; signal?: AbortSignal };

const SAMPLES = 5;

/**
 * How long one request to an endpoint may take. An endpoint that took the connection and
 * never answered (a hung server, a proxy holding it) kept the map measuring for good, and
 * the cities after it were never timed; past this its city is estimated instead.
 */
export const ENDPOINT_TIME_LIMIT_MS = 5000;

/**
 * Times an endpoint from the browser: one request to open the connection, then the median
 * of five. no-cors: an opaque answer is enough to time, so the endpoint needs no CORS.
 */
export async function timeEndpoint(url: string, deps: LatencyDeps): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const start = deps.now();
    await withinTime(ENDPOINT_TIME_LIMIT_MS, deps.signal, (signal) =>
      deps.fetch(`${url}${url.includes("?") ? "&" : "?"}n=${i}`, {
        mode: "no-cors",
        cache: "no-store",
        signal,
      }),
    );
    if (i > 0) times.push(deps.now() - start);
  }
  return Math.round(median(times));
}

/**
 * Each city's latency: measured where LATENCY_ENDPOINTS names an endpoint (falling back to
 * the estimate if it does not answer), otherwise estimated from the great-circle distance.
 * Fails when no city could be given a figure.
 */
export async function measureLatencies(
  cities: readonly LatencyCity[],
  context: LatencyContext,
  deps: LatencyDeps,
): Promise<CityLatency[]> {
  const { position, endpoints } = context;
  const estimate = (city: LatencyCity): CityLatency =>
    position
      ? {
          id: city.id,
          latency: estimateRttMs(
            greatCircleKm({ lat: position.latitude, lon: position.longitude }, city),
          ),
          method: "estimated",
        }
      : { id: city.id, latency: null, method: null };
  const results: CityLatency[] = [];
  for (const city of cities) {
    const endpoint = endpoints[city.id];
    if (!endpoint) {
      results.push(estimate(city));
      continue;
    }
    try {
      results.push({
        id: city.id,
        latency: await timeEndpoint(endpoint, deps),
        method: "measured",
      });
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      results.push(estimate(city));
    }
  }
  if (results.every((result) => result.latency === null)) {
    throw new Error(
      "Your address is not in our location database and no server can be timed directly.",
    );
  }
  return results;
}
