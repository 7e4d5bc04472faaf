import { describe, expect, it } from "vitest";
import { formatLocation } from "./ip-info";

describe("formatLocation", () => {
  it("joins city, region and country, skipping gaps and repeats", () => {
    expect(
      formatLocation({ city: "Mountain View", region: "California", country: "United States" }),
    ).toBe("Mountain View, California, United States");
    expect(formatLocation({ city: "Singapore", region: "Singapore", country: "Singapore" })).toBe(
      "Singapore",
    );
    expect(formatLocation({ city: null, region: null, country: "Germany" })).toBe("Germany");
    expect(formatLocation({ city: null, region: null, country: null })).toBeNull();
  });
});
