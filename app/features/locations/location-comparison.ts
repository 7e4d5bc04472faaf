import type { ServerLocation } from "~/copy/location-types";

type Comparable = Pick<
  ServerLocation,
  "id" | "name" | "region" | "servers" | "latency" | "speedIndex"
>;

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

/**
 * How one location compares with the rest of the network: size rank, latency against the
 * average, and user rating within its region. Figures come from the catalogue.
 */
export function compareLocation(location: Comparable, all: readonly Comparable[]): string[] {
  const bySize = [...all].sort((a, b) => b.servers - a.servers);
  const rank = bySize.findIndex((candidate) => candidate.id === location.id) + 1;
  const averageServers = Math.round(all.reduce((sum, l) => sum + l.servers, 0) / all.length);
  const averageLatency = Math.round(all.reduce((sum, l) => sum + l.latency, 0) / all.length);
  const sameRegion = all.filter((candidate) => candidate.region === location.region);
  const regionBest = Math.max(...sameRegion.map((candidate) => candidate.speedIndex));

  const size =
    rank === 1
      ? `${location.name} is our largest location, with ${location.servers} servers against a network average of ${averageServers}.`
      : `With ${location.servers} servers, ${location.name} is our ${ordinal(rank)} largest location of ${all.length} (network average: ${averageServers}).`;

  const difference = location.latency - averageLatency;
  const latency =
    difference === 0
      ? `Its typical latency of ${location.latency} ms matches the network average.`
      : `Its typical latency of ${location.latency} ms is ${Math.abs(difference)} ms ${difference < 0 ? "below" : "above"} the network average of ${averageLatency} ms.`;

  const rating =
    location.speedIndex === regionBest
      ? `Its User Rating of ${location.speedIndex}/10 is the highest in ${location.region}.`
      : `Its User Rating is ${location.speedIndex}/10; the best in ${location.region} is ${regionBest}/10.`;

  return [size, latency, rating];
}
