import { describe, expect, it } from "vitest";
import { billingPeriods, durationOptions } from "~/copy/plans";
import { durationTotals, priceView } from "./plan-pricing";

const period = (id: string) => billingPeriods.find((p) => p.id === id)!;
const duration = (id: string) => durationOptions.find((d) => d.id === id)!;

describe("priceView", () => {
  it("shows the full price and no savings when billed monthly", () => {
    expect(priceView(8.99, period("monthly"))).toEqual({ monthly: "$8.99", savings: null });
  });

  it("halves the price yearly and shows the yearly savings", () => {
    expect(priceView(8.99, period("yearly"))).toEqual({ monthly: "$4.50", savings: "$53.94" });
    expect(priceView(11.99, period("yearly"))).toEqual({ monthly: "$6.00", savings: "$71.94" });
  });

  it("takes 60% off every two years", () => {
    expect(priceView(15.99, period("biennial"))).toEqual({ monthly: "$6.40", savings: "$115.13" });
    expect(priceView(29.99, period("biennial"))).toEqual({ monthly: "$12.00", savings: "$215.93" });
  });
});

describe("durationTotals", () => {
  it("bills one month at the full price", () => {
    expect(durationTotals(8.99, duration("monthly"))).toEqual({
      monthly: "$8.99",
      total: "$8.99",
      billing: "Billed $8.99 every month",
    });
  });

  it("bills twelve discounted months a year", () => {
    expect(durationTotals(8.99, duration("yearly"))).toEqual({
      monthly: "$4.50",
      total: "$54.00",
      billing: "Billed $54.00 every year",
    });
  });

  it("bills twenty-four discounted months every two years", () => {
    expect(durationTotals(11.99, duration("two-year"))).toEqual({
      monthly: "$4.80",
      total: "$115.20",
      billing: "Billed $115.20 every 2 years",
    });
  });

  it("says per user for business plans", () => {
    expect(durationTotals(15.99, duration("yearly"), { perUser: true }).billing).toBe(
      "Billed $96.00 per user every year",
    );
  });
});
