import { describe, expect, it } from "vitest";
import { firstFreeSlug, isValidSlug, slugify } from "./slug";

describe("slugs", () => {
  it("makes lower-case ASCII words joined by single hyphens", () => {
    expect(slugify("How to Get Public Wi-Fi Security Right: A Guide")).toBe(
      "how-to-get-public-wi-fi-security-right-a-guide",
    );
    expect(slugify("What's New in Umbra — Café Mode")).toBe("whats-new-in-umbra-cafe-mode");
    expect(slugify("!!!")).toBe("untitled");
    expect(slugify("a ".repeat(100)).length).toBeLessThanOrEqual(80);
  });

  it("takes the first free numbered variant", () => {
    expect(firstFreeSlug("guide", new Set())).toBe("guide");
    expect(firstFreeSlug("guide", new Set(["guide", "guide-2"]))).toBe("guide-3");
  });

  it("accepts only well-formed slugs", () => {
    expect(isValidSlug("vpn-guide-2")).toBe(true);
    for (const bad of ["", "Guide", "two--hyphens", "-lead", "trail-", "sp ace", "a/b"]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });
});
