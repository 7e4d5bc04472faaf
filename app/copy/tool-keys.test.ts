import { describe, expect, it } from "vitest";
import { latencyCities, latencyCityIds } from "./latency-cities";
import { regionCodes, speedTestRegions } from "./speed-test-regions";

describe("the copy names every operator key once, in order", () => {
  it("speed-test regions", () => {
    expect(speedTestRegions.map((region) => region.code)).toEqual([...regionCodes]);
  });
  it("latency cities", () => {
    expect(latencyCities.map((city) => city.id)).toEqual([...latencyCityIds]);
  });
});
