import { describe, expect, it } from "vitest";
import { parseFilterParams, writeFilterParams } from "./filter-params";

const regions = ["All Regions", "Europe", "Asia"];

describe("VPN accessibility filters in the URL", () => {
  it("round-trips the search and the region", () => {
    expect(writeFilterParams({ search: "ger", region: "Europe" })).toBe("?q=ger&region=Europe");
    expect(parseFilterParams(new URLSearchParams("q=ger&region=Europe"), regions)).toEqual({
      search: "ger",
      region: "Europe",
    });
    expect(writeFilterParams({ search: " ", region: "All Regions" })).toBe("");
  });

  it("falls back to All Regions for a region that is not an option", () => {
    expect(parseFilterParams(new URLSearchParams("region=Atlantis"), regions).region).toBe(
      "All Regions",
    );
  });
});
