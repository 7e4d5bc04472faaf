import { describe, expect, it } from "vitest";
import {
  formatUsd,
  monthlyPriceCents,
  periodTotalCents,
  toCents,
  yearlySavingsCents,
} from "./prices";

describe("monthlyPriceCents", () => {
  it.each([
    [8.99, 1, 899],
    [8.99, 0.5, 450],
    [8.99, 0.4, 360],
    [11.99, 0.5, 600],
    [11.99, 0.4, 480],
    [15.99, 0.5, 800],
    [15.99, 0.4, 640],
    [29.99, 1, 2999],
    [29.99, 0.4, 1200],
  ])("%d × %d is %d cents", (base, multiplier, cents) => {
    expect(monthlyPriceCents(base, multiplier)).toBe(cents);
  });

  it("rounds half a cent up where floating point would round it down", () => {
    // 29.99 * 0.5 is 14.994999… in binary, which toFixed(2) shows as 14.99.
    expect((29.99 * 0.5).toFixed(2)).toBe("14.99");
    expect(monthlyPriceCents(29.99, 0.5)).toBe(1500);
  });
});

describe("yearlySavingsCents", () => {
  it("is basePrice×12 − basePrice×multiplier×12, rounded once", () => {
    expect(yearlySavingsCents(8.99, 0.5)).toBe(5394); // 107.88 − 53.94
    expect(yearlySavingsCents(8.99, 0.4)).toBe(6473); // 107.88 − 43.152
    expect(yearlySavingsCents(29.99, 0.4)).toBe(21593); // 359.88 − 143.952
  });

  it("is zero for monthly billing", () => {
    expect(yearlySavingsCents(11.99, 1)).toBe(0);
  });
});

describe("periodTotalCents", () => {
  it("multiplies the displayed monthly price by the months covered", () => {
    expect(periodTotalCents(8.99, 1, 1)).toBe(899);
    expect(periodTotalCents(8.99, 0.5, 12)).toBe(5400);
    expect(periodTotalCents(8.99, 0.4, 24)).toBe(8640);
    expect(periodTotalCents(29.99, 0.5, 12)).toBe(18000);
  });
});

describe("toCents and formatUsd", () => {
  it("converts without drift", () => {
    expect(toCents(8.99)).toBe(899);
    expect(toCents(0.07)).toBe(7);
    expect(toCents(15.99)).toBe(1599);
  });

  it("formats dollars with two decimals and thousands separators", () => {
    expect(formatUsd(450)).toBe("$4.50");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(107880)).toBe("$1,078.80");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(-1250)).toBe("-$12.50");
  });
});
