import { describe, expect, it } from "vitest";
import {
  findLocation,
  locations,
  locationsByRegion,
  locationsInRegion,
  regions,
} from "./locations";

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

  it("has at least 20 locations covering all five regions", () => {
    expect(locations.length).toBeGreaterThanOrEqual(20);
    expect(new Set(locations.map((l) => l.region))).toEqual(new Set(regions));
  });

  it("fills every field of every location", () => {
    for (const location of locations) {
      expect(location.id, location.name).toMatch(/^[a-z]{2}-[a-z-]+$/);
      expect(location.countryCode, location.id).toMatch(/^[A-Z]{2}$/);
      expect(location.servers, location.id).toBeGreaterThan(0);
      expect(location.latency, location.id).toBeGreaterThan(0);
      expect(location.speedIndex, location.id).toBeGreaterThan(0);
      expect(location.speedIndex, location.id).toBeLessThanOrEqual(10);
      expect(location.features.length, location.id).toBeGreaterThan(0);
      expect(location.seoTitle.length, location.id).toBeLessThanOrEqual(60);
      expect(location.seoDescription.length, location.id).toBeLessThanOrEqual(160);
      expect(location.seoDescription, location.id).toContain(String(location.servers));
      expect(location.benefits.length, location.id).toBeGreaterThanOrEqual(2);
      expect(location.useCases.length, location.id).toBeGreaterThanOrEqual(2);
      expect(location.locationAdvantages.length, location.id).toBeGreaterThanOrEqual(2);
      expect(location.technicalDetails.protocols).toEqual(["OpenVPN", "IKEv2", "WireGuard"]);
      expect(location.technicalDetails.encryption).toEqual(["AES-256-GCM", "ChaCha20"]);
      expect(location.technicalDetails.serverTypes).toContain("Standard");
    }
  });

  it("lists a region's locations in catalogue order and nothing else", () => {
    const europe = locationsInRegion("Europe");
    expect(europe[0]?.id).toBe("uk-london");
    expect(europe.every((l) => l.region === "Europe")).toBe(true);
    expect(europe).toEqual(locations.filter((l) => l.region === "Europe"));
    expect(locationsInRegion("South America").map((l) => l.id)).toContain("br-sao-paulo");
  });

  it("has unique names", () => {
    expect(new Set(locations.map((l) => l.name)).size).toBe(locations.length);
  });
});
