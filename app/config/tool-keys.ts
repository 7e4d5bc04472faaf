/**
 * The keys operators write in SPEEDTEST_SERVERS (regions) and LATENCY_ENDPOINTS (cities). The
 * copy (app/copy/speed-test-regions.ts, app/copy/latency-cities.ts) names and places each one,
 * in this order.
 */
export const regionCodes = ["SG", "US", "GB", "JP", "AU"] as const;
export type RegionCode = (typeof regionCodes)[number];

export const latencyCityIds = [
  "singapore",
  "tokyo",
  "sydney",
  "london",
  "new-york",
  "frankfurt",
  "mumbai",
  "sao-paulo",
] as const;
export type LatencyCityId = (typeof latencyCityIds)[number];
