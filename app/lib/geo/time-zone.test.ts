import { describe, expect, it } from "vitest";
import { timeZoneFor } from "./time-zone";

describe("timeZoneFor", () => {
  it.each([
    ["SG", 1.29, 103.85, "Asia/Singapore"],
    ["DE", 51.46, 7.02, "Europe/Berlin"],
    ["US", 37.42, -122.08, "America/Los_Angeles"],
    ["US", 40.71, -74.0, "America/New_York"],
    ["US", 41.88, -87.63, "America/Chicago"],
    ["AU", -33.87, 151.21, "Australia/Sydney"],
    ["AU", -31.95, 115.86, "Australia/Perth"],
    ["CA", 45.5, -73.57, "America/Toronto"],
    ["gb", 51.51, -0.09, "Europe/London"],
  ])("%s at (%f, %f) is %s", (country, lat, lon, zone) => {
    expect(timeZoneFor(country, lat, lon)).toBe(zone);
  });

  it("answers a single-zone country without coordinates, and null where it cannot tell", () => {
    expect(timeZoneFor("JP")).toBe("Asia/Tokyo");
    expect(timeZoneFor("US")).toBeNull();
    expect(timeZoneFor("ZZ", 0, 0)).toBeNull();
  });

  it("names zones the runtime knows", () => {
    expect(
      () => new Intl.DateTimeFormat("en", { timeZone: timeZoneFor("BR", -23.55, -46.63)! }),
    ).not.toThrow();
  });
});
