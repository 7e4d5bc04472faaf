import { describe, expect, it } from "vitest";
import { barPercent, formatMeasure, jitter, ladderMbps, mbps, median } from "./stats";

describe("median", () => {
  it("takes the middle of an odd count and the mean of the two middles of an even one", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it("ignores one outlier, unlike the mean", () => {
    expect(median([12, 11, 13, 250, 12])).toBe(12);
  });
});

describe("jitter", () => {
  it("is the mean absolute difference of consecutive pings", () => {
    // |12-10| + |11-12| + |15-11| = 7 over 3 differences
    expect(jitter([10, 12, 11, 15])).toBeCloseTo(7 / 3, 10);
    expect(jitter([20, 20, 20])).toBe(0);
    expect(jitter([20])).toBe(0);
  });

  it("depends on the order, not only the spread", () => {
    expect(jitter([10, 10, 20, 20])).toBeCloseTo(10 / 3, 10);
    expect(jitter([10, 20, 10, 20])).toBe(10);
  });
});

describe("mbps", () => {
  it("is bytes × 8 over seconds in millions", () => {
    expect(mbps(12_500_000, 1000)).toBe(100);
    expect(mbps(1_000_000, 80)).toBe(100);
    expect(mbps(25_000_000, 4000)).toBe(50);
    expect(mbps(1000, 0)).toBe(0);
  });
});

describe("ladderMbps", () => {
  it("counts only the requests of the largest size reached", () => {
    expect(
      ladderMbps([
        { bytes: 100_000, ms: 40 },
        { bytes: 1_000_000, ms: 100 },
        { bytes: 10_000_000, ms: 900 },
        { bytes: 10_000_000, ms: 700 },
      ]),
    ).toBe(100);
    expect(ladderMbps([])).toBe(0);
  });
});

describe("barPercent", () => {
  it("scales to 150 down and 75 up, capped at the end of the bar", () => {
    expect(barPercent(75, 150)).toBe(50);
    expect(barPercent(300, 150)).toBe(100);
    expect(barPercent(30, 75)).toBe(40);
    expect(barPercent(0, 75)).toBe(0);
  });
});

describe("formatMeasure", () => {
  it("shows one decimal below 100 and whole numbers above", () => {
    expect(formatMeasure(9.87)).toBe("9.9");
    expect(formatMeasure(123.4)).toBe("123");
    expect(formatMeasure(NaN)).toBe("–");
  });
});
