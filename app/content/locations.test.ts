import { describe, expect, it } from "vitest";
import { findLocation, locations, locationsByRegion, locationsInRegion } from "./locations";

describe("location catalogue", () => {
  it("has the three specified locations with their exact figures", () => {
    expect(findLocation("us-new-york")).toMatchObject({
      name: "New York",
      region: "North America",
      countryCode: "US",
      servers: 235,
      speedIndex: 9.5,
      latency: 5,
    });
    expect(findLocation("uk-london")).toMatchObject({ servers: 180, speedIndex: 9.2, latency: 8 });
    expect(findLocation("sg-singapore")).toMatchObject({
      region: "Asia Pacific",
      servers: 150,
      speedIndex: 9.4,
      latency: 6,
    });
  });

  it("has unique ids", () => {
    expect(new Set(locations.map((l) => l.id)).size).toBe(locations.length);
  });

  it("answers undefined for an unknown id", () => {
    expect(findLocation("xx-nowhere")).toBeUndefined();
  });

  it("lists by region and groups only regions that have locations", () => {
    expect(locationsInRegion("Europe").map((l) => l.id)).toContain("uk-london");
    const groups = locationsByRegion();
    expect(groups.every((group) => group.locations.length > 0)).toBe(true);
    expect(groups.flatMap((group) => group.locations)).toHaveLength(locations.length);
  });
});
