import { describe, expect, it } from "vitest";
import { conversionRate, formatPercent } from "./analytics-report";

describe("report figures", () => {
  it("divides submitted checkouts by unique visitors, 0 without visitors", () => {
    expect(conversionRate(3, 120)).toBe(0.025);
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(5, 0)).toBe(0);
  });

  it("formats rates for the cards", () => {
    expect(formatPercent(0.025)).toBe("2.5%");
    expect(formatPercent(0.03456)).toBe("3.5%");
    expect(formatPercent(0)).toBe("0.0%");
  });
});
