import { type LatencyCityId, latencyCityIds } from "../config/tool-keys";

export { type LatencyCityId, latencyCityIds };

/** The eight server cities of the latency map, in the order of `latencyCityIds`. */
export const latencyCities = [
  { id: "singapore", city: "Singapore", country: "Singapore", lat: 1.3521, lon: 103.8198 },
  { id: "tokyo", city: "Tokyo", country: "Japan", lat: 35.6762, lon: 139.6503 },
  { id: "sydney", city: "Sydney", country: "Australia", lat: -33.8688, lon: 151.2093 },
  { id: "london", city: "London", country: "United Kingdom", lat: 51.5072, lon: -0.1276 },
  { id: "new-york", city: "New York", country: "United States", lat: 40.7128, lon: -74.006 },
  { id: "frankfurt", city: "Frankfurt", country: "Germany", lat: 50.1109, lon: 8.6821 },
  { id: "mumbai", city: "Mumbai", country: "India", lat: 19.076, lon: 72.8777 },
  { id: "sao-paulo", city: "São Paulo", country: "Brazil", lat: -23.5558, lon: -46.6396 },
] as const satisfies readonly { id: LatencyCityId; city: string; country: string; lat: number; lon: number }[];

export type LatencyCity = (typeof latencyCities)[number];
