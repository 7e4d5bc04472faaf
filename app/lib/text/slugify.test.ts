import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("lower-cases, folds accents and joins words with hyphens", () => {
    expect(slugify("7. Children & Minors")).toBe("7-children-minors");
    expect(slugify("  Données personnelles  ")).toBe("donnees-personnelles");
    expect(slugify("VPN & Proxy")).toBe("vpn-proxy");
  });

  it("drops apostrophes instead of splitting the word", () => {
    expect(slugify("Don't Get Tracked: What’s a VPN?")).toBe("dont-get-tracked-whats-a-vpn");
  });

  it("is empty when nothing is left, and cut without a trailing hyphen", () => {
    expect(slugify("—")).toBe("");
    expect(slugify("Привет")).toBe("");
    expect(slugify("abc def ghi", 4)).toBe("abc");
  });
});
