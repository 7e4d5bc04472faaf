import { describe, expect, it } from "vitest";
import { findLocation, locations } from "~/copy/locations";
import { compareLocation, ordinal } from "./location-comparison";

const sample = [
  { id: "a", name: "Alpha", region: "Europe", servers: 100, latency: 10, speedIndex: 9 },
  { id: "b", name: "Beta", region: "Europe", servers: 50, latency: 20, speedIndex: 8 },
  { id: "c", name: "Gamma", region: "Asia Pacific", servers: 30, latency: 15, speedIndex: 8.5 },
] as const;

describe("compareLocation", () => {
  it("names the largest location and the averages", () => {
    expect(compareLocation(sample[0], sample)).toEqual([
      "Alpha is our largest location, with 100 servers against a network average of 60.",
      "Its typical latency of 10 ms is 5 ms below the network average of 15 ms.",
      "Its User Rating of 9/10 is the highest in Europe.",
    ]);
  });

  it("ranks the others and compares within the region", () => {
    expect(compareLocation(sample[1], sample)).toEqual([
      "With 50 servers, Beta is our 2nd largest location of 3 (network average: 60).",
      "Its typical latency of 20 ms is 5 ms above the network average of 15 ms.",
      "Its User Rating is 8/10; the best in Europe is 9/10.",
    ]);
  });

  it("says when latency matches the average", () => {
    expect(compareLocation(sample[2], sample)[1]).toBe(
      "Its typical latency of 15 ms matches the network average.",
    );
  });

  it("calls New York the largest location of the real catalogue", () => {
    const [size] = compareLocation(findLocation("us-new-york")!, locations);
    expect(size).toMatch(/^New York is our largest location, with 235 servers/);
  });
});

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
  ])("%d → %s", (n, text) => expect(ordinal(n)).toBe(text));
});
