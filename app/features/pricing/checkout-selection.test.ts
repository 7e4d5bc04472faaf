import { describe, expect, it } from "vitest";
import { type Plan, plans } from "~/copy/plans";
import {
  checkoutHref,
  choosePlan,
  durationOption,
  parseCategory,
  parseDuration,
  summaryFeatures,
} from "./checkout-selection";

describe("parseCategory", () => {
  it("accepts personal and business", () => {
    expect(parseCategory("personal")).toBe("personal");
    expect(parseCategory("business")).toBe("business");
  });

  it.each([undefined, null, "", "Business", "family", "pro"])(
    "falls back to personal for %s",
    (value) => {
      expect(parseCategory(value)).toBe("personal");
    },
  );
});

describe("parseDuration", () => {
  it("accepts the checkout's own ids", () => {
    expect(parseDuration("monthly")).toBe("monthly");
    expect(parseDuration("yearly")).toBe("yearly");
    expect(parseDuration("two-year")).toBe("two-year");
  });

  it("accepts the pricing page's biennial as two-year", () => {
    expect(parseDuration("biennial")).toBe("two-year");
  });

  it.each([undefined, null, "", "weekly", "YEARLY", "lifetime"])(
    "falls back to monthly for %s",
    (value) => {
      expect(parseDuration(value)).toBe("monthly");
    },
  );

  it("finds each option", () => {
    expect(durationOption("two-year")).toMatchObject({
      months: 24,
      multiplier: 0.4,
      saving: "Save 60%",
    });
  });
});

describe("choosePlan", () => {
  it("takes the plan passed along, in any case", () => {
    expect(choosePlan(plans.personal, "Personal").name).toBe("Personal");
    expect(choosePlan(plans.business, "teams").name).toBe("Teams");
  });

  it("falls back to the popular plan of the category", () => {
    expect(choosePlan(plans.personal).name).toBe("Pro");
    expect(choosePlan(plans.business, "Personal").name).toBe("Enterprise");
    expect(choosePlan(plans.personal, "")).toBe(choosePlan(plans.personal, null));
  });

  it("falls back to the first plan when none is popular", () => {
    const list: Plan[] = plans.personal.map((plan) => ({ ...plan, popular: false }));
    expect(choosePlan(list, "Unknown").name).toBe("Personal");
  });
});

describe("summaryFeatures", () => {
  it("lists at most five features, in order", () => {
    const personal = plans.personal[0]!;
    expect(personal.features.length).toBeGreaterThan(5);
    expect(summaryFeatures(personal)).toEqual(personal.features.slice(0, 5));
    expect(summaryFeatures({ ...personal, features: ["A", "B"] })).toEqual(["A", "B"]);
  });
});

describe("checkoutHref", () => {
  it("puts category and period in the path and the plan name in the query", () => {
    expect(checkoutHref("personal", "biennial", "Pro")).toBe(
      "/checkout/personal/biennial?plan=Pro",
    );
    expect(checkoutHref("business", "yearly", "Teams")).toBe(
      "/checkout/business/yearly?plan=Teams",
    );
  });
});
