import { describe, expect, it } from "vitest";
import { locations, regions } from "~/copy/locations";
import { groupByRegion, searchLocations, toSummary } from "./location-search";

const summaries = locations.map(toSummary);
const names = (list: { name: string }[]) => list.map((location) => location.name);

describe("searchLocations", () => {
  it("keeps every location for an empty or blank query", () => {
    expect(searchLocations(summaries, "")).toHaveLength(locations.length);
    expect(searchLocations(summaries, "   ")).toHaveLength(locations.length);
  });

  it("matches part of a name, ignoring case", () => {
    expect(names(searchLocations(summaries, "LON"))).toEqual(["London"]);
    expect(names(searchLocations(summaries, "new y"))).toEqual(["New York"]);
  });

  it("matches a region", () => {
    const found = searchLocations(summaries, "middle east");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((location) => location.region === "Middle East")).toBe(true);
    expect(found).toHaveLength(locations.filter((l) => l.region === "Middle East").length);
  });

  it("ignores accents in both directions", () => {
    expect(names(searchLocations(summaries, "sao"))).toEqual(["São Paulo"]);
    expect(names(searchLocations(summaries, "Bogotá"))).toEqual(["Bogotá"]);
    expect(names(searchLocations(summaries, "bogota"))).toEqual(["Bogotá"]);
  });

  it("finds nothing for an unknown place", () => {
    expect(searchLocations(summaries, "atlantis")).toEqual([]);
  });

  it("does not match on fields other than name and region", () => {
    expect(searchLocations(summaries, "us-new-york")).toEqual([]);
  });
});

describe("groupByRegion", () => {
  it("groups in catalogue region order and skips empty regions", () => {
    const groups = groupByRegion(searchLocations(summaries, "o")); // Toronto, London, Tokyo…
    const seen = groups.map((group) => group.region);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual(regions.filter((region) => seen.includes(region)));
    for (const group of groups) {
      expect(group.locations.length).toBeGreaterThan(0);
      expect(group.locations.every((location) => location.region === group.region)).toBe(true);
    }
  });

  it("puts a single match in its own region", () => {
    expect(groupByRegion(searchLocations(summaries, "tokyo"))).toEqual([
      { region: "Asia Pacific", locations: [expect.objectContaining({ id: "jp-tokyo" })] },
    ]);
  });

  it("keeps only what the page needs in a summary", () => {
    expect(toSummary(locations[0]!)).toEqual({
      id: "us-new-york",
      name: "New York",
      region: "North America",
      servers: 235,
      latency: 5,
    });
  });
});
