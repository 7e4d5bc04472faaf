import { describe, expect, it } from "vitest";
import { countryRatings } from "~/copy/vpn-accessibility/countries";
import { alphabetical, filterRatings, regionOptions, scoreLevel } from "./score";

describe("scoreLevel", () => {
  it.each([
    [100, "VPN-Friendly", "success"],
    [80, "VPN-Friendly", "success"],
    [79, "Moderately Restricted", "warning"],
    [60, "Moderately Restricted", "warning"],
    [59, "Significantly Restricted", "caution"],
    [40, "Significantly Restricted", "caution"],
    [39, "Heavily Restricted", "destructive"],
    [0, "Heavily Restricted", "destructive"],
  ])("labels %i as %s", (score, label, tone) => {
    expect(scoreLevel(score)).toEqual({ label, tone });
  });
});

describe("the ratings", () => {
  it("keep the spec's six scores exactly", () => {
    const score = (country: string) =>
      countryRatings.find((rating) => rating.country === country)?.friendlinessScore;
    expect(
      ["China", "United Arab Emirates", "Russia", "Iran", "Singapore", "United States"].map(score),
    ).toEqual([20, 30, 40, 25, 85, 90]);
  });

  it("hold at least 30 countries, each reviewed, with restrictions, and unique", () => {
    expect(countryRatings.length).toBeGreaterThanOrEqual(30);
    expect(new Set(countryRatings.map((r) => r.country)).size).toBe(countryRatings.length);
    for (const rating of countryRatings) {
      expect(rating.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rating.restrictions.length).toBeGreaterThan(0);
      expect(rating.friendlinessScore).toBeGreaterThanOrEqual(0);
      expect(rating.friendlinessScore).toBeLessThanOrEqual(100);
    }
  });
});

describe("alphabetical", () => {
  it("lists every country in the English collator's order", () => {
    const names = alphabetical(countryRatings).map((rating) => rating.country);
    expect(names).toHaveLength(countryRatings.length);
    expect(names).toEqual(
      countryRatings.map((rating) => rating.country).sort((a, b) => a.localeCompare(b, "en")),
    );
  });
});

describe("regionOptions and filterRatings", () => {
  it("offer All Regions plus only the regions present", () => {
    expect(regionOptions(countryRatings)[0]).toBe("All Regions");
    expect(regionOptions(countryRatings)).toContain("Middle East");
    expect(regionOptions(countryRatings.filter((r) => r.region === "Europe"))).toEqual([
      "All Regions",
      "Europe",
    ]);
  });

  it("search names ignoring case and accents, within a region", () => {
    expect(filterRatings(countryRatings, "UNITED", "All Regions").map((r) => r.country)).toEqual([
      "United Arab Emirates",
      "United Kingdom",
      "United States",
    ]);
    expect(filterRatings(countryRatings, "united", "Europe").map((r) => r.country)).toEqual([
      "United Kingdom",
    ]);
    expect(filterRatings(countryRatings, "turkiye", "All Regions")).toEqual([]);
    expect(filterRatings(countryRatings, "", "Oceania").map((r) => r.country)).toEqual([
      "Australia",
      "New Zealand",
    ]);
  });
});
