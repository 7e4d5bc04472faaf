import { describe, expect, it } from "vitest";
import { estimateRttMs, greatCircleKm, latencyTone } from "./latency";

const london = { lat: 51.5072, lon: -0.1276 };
const newYork = { lat: 40.7128, lon: -74.006 };
const sydney = { lat: -33.8688, lon: 151.2093 };

describe("greatCircleKm", () => {
  it("matches known great-circle distances within 0.5 %", () => {
    expect(greatCircleKm(london, newYork)).toBeGreaterThan(5570 * 0.995);
    expect(greatCircleKm(london, newYork)).toBeLessThan(5570 * 1.005);
    expect(greatCircleKm(london, sydney)).toBeGreaterThan(16990 * 0.995);
    expect(greatCircleKm(london, sydney)).toBeLessThan(16990 * 1.005);
  });

  it("is zero for one place and symmetric", () => {
    expect(greatCircleKm(london, london)).toBe(0);
    expect(greatCircleKm(newYork, sydney)).toBeCloseTo(greatCircleKm(sydney, newYork), 6);
  });
});

describe("estimateRttMs", () => {
  it("is the round trip at 200 km per ms plus 15 ms", () => {
    expect(estimateRttMs(0)).toBe(15);
    expect(estimateRttMs(1000)).toBe(25);
    expect(estimateRttMs(5570)).toBe(71);
  });
});

describe("latencyTone", () => {
  it.each([
    [0, "success"],
    [99.9, "success"],
    [100, "warning"],
    [149, "warning"],
    [150, "destructive"],
    [400, "destructive"],
  ])("%d ms is %s", (ms, tone) => {
    expect(latencyTone(ms)).toBe(tone);
  });
});
