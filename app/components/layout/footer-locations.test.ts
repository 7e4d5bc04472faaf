import { describe, expect, it } from "vitest";
import { locations, regions } from "~/copy/locations";
import { footerLocations } from "./footer-locations";

describe("footerLocations", () => {
  it("lists at most four locations per region, in catalogue order, labelled '{name} VPN'", () => {
    const groups = footerLocations();
    expect(groups.map((g) => g.region)).toEqual(
      regions.filter((region) => locations.some((l) => l.region === region)),
    );
    for (const group of groups) {
      const inRegion = locations.filter((l) => l.region === group.region).slice(0, 4);
      expect(group.links).toEqual(inRegion.map((l) => ({ id: l.id, label: `${l.name} VPN` })));
      expect(group.links.length).toBeLessThanOrEqual(4);
    }
  });
});
