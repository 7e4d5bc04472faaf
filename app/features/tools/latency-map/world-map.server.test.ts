import { describe, expect, it } from "vitest";
import { projectPoint } from "./projection";
import { worldLandPath, worldMap } from "./world-map.server";

describe("worldMap", () => {
  const map = worldMap();

  it("draws the land as a compact SVG path inside the box", () => {
    const land = worldLandPath();
    expect(land).toMatch(/^M[\d.-]+,[\d.-]+/);
    expect(land.length).toBeGreaterThan(10_000);
    expect(land.length).toBeLessThan(40_000);
    for (const [, x = "", y = ""] of land.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(0);
      expect(Number(x)).toBeLessThanOrEqual(map.width);
      expect(Number(y)).toBeGreaterThanOrEqual(0);
      expect(Number(y)).toBeLessThanOrEqual(map.height);
    }
  });

  it("places the eight cities where they belong relative to each other", () => {
    const at = (id: string) => map.cities.find((city) => city.id === id)!;
    expect(map.cities).toHaveLength(8);
    for (const city of map.cities) {
      expect(city.x).toBeGreaterThan(0);
      expect(city.x).toBeLessThan(map.width);
      expect(city.y).toBeGreaterThan(0);
      expect(city.y).toBeLessThan(map.height);
    }
    expect(at("new-york").x).toBeLessThan(at("london").x);
    expect(at("london").x).toBeLessThan(at("tokyo").x);
    expect(at("sydney").y).toBeGreaterThan(at("singapore").y);
    expect(at("sao-paulo").y).toBeGreaterThan(at("new-york").y);
  });

  it("projects a point at the centre of the map for 0° 0°", () => {
    expect(projectPoint(0, 0)).toEqual({ x: map.width / 2, y: map.height / 2 });
  });
});
