import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { privacyTools } from "~/copy/directory/privacy-tools";
import {
  type PrivacyTool,
  directoryCategories,
  platformOptions,
} from "~/copy/directory/taxonomy";
import { PrivacyToolListSchema, PrivacyToolSchema } from "./schema";

const valid: PrivacyTool = {
  id: "example-tool",
  name: "Example",
  description: "A description long enough to pass the schema's minimum length rule.",
  category: "VPN",
  website: "https://example.org/",
  tags: ["vpn"],
  features: ["Kill switch"],
  platforms: ["Linux"],
  pricing: ["Free"],
  jurisdiction: "Community",
  auditStatus: "Not Audited",
  openSource: true,
  encryption: ["In Transit"],
  dataCollection: "None",
  rating: 4.5,
  recommendedBy: [],
};

function issuesOf(tool: unknown): string[] {
  const result = PrivacyToolSchema.safeParse(tool);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("the directory data", () => {
  it("has about 50 entries, every one valid, with unique ids", () => {
    const result = PrivacyToolListSchema.safeParse(privacyTools);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(privacyTools).toHaveLength(54);
    expect(new Set(privacyTools.map((tool) => tool.id)).size).toBe(privacyTools.length);
    expect(new Set(privacyTools.map((tool) => tool.name)).size).toBe(privacyTools.length);
  });

  it("uses only known categories and platforms, https websites and ratings from 4.5 to 5", () => {
    for (const tool of privacyTools) {
      expect(directoryCategories).toContain(tool.category);
      for (const platform of tool.platforms) expect(platformOptions).toContain(platform);
      expect(new URL(tool.website).protocol).toBe("https:");
      expect(tool.rating).toBeGreaterThanOrEqual(4.5);
      expect(tool.rating).toBeLessThanOrEqual(5);
    }
  });

  it("lists open-source pricing exactly for open-source tools", () => {
    for (const tool of privacyTools) {
      expect([tool.id, tool.pricing.includes("Open Source")]).toEqual([tool.id, tool.openSource]);
    }
  });

  it("links reviews only to the G2 and Trustpilot review pages", () => {
    const withReviews = privacyTools.filter((tool) => tool.reviews);
    expect(withReviews.map((tool) => tool.id)).toEqual([
      "bitwarden",
      "1password",
      "tresorit",
      "nextcloud",
      "libreoffice",
    ]);
    for (const tool of withReviews) {
      if (tool.reviews?.g2crowd)
        expect(tool.reviews.g2crowd.url).toMatch(
          /^https:\/\/www\.g2\.com\/products\/[a-z0-9-]+\/reviews$/,
        );
      if (tool.reviews?.trustpilot)
        expect(tool.reviews.trustpilot.url).toMatch(/^https:\/\/www\.trustpilot\.com\/review\//);
    }
  });
});

describe("PrivacyToolSchema", () => {
  it("matches the content type", () => {
    expectTypeOf<z.infer<typeof PrivacyToolSchema>>().toEqualTypeOf<PrivacyTool>();
    expect(issuesOf(valid)).toEqual([]);
  });

  it.each([
    ["an unknown category", { category: "Gadgets" }, "category"],
    ["an unknown platform", { platforms: ["Amiga"] }, "platforms.0"],
    ["a plain-http website", { website: "http://example.org/" }, "website"],
    ["a rating under 4.5", { rating: 4.4 }, "rating"],
    ["a rating over 5", { rating: 5.1 }, "rating"],
    ["an unknown audit status", { auditStatus: "Self-Audited" }, "auditStatus"],
    ["a repeated platform", { platforms: ["Linux", "Linux"] }, "platforms"],
    ["no platforms", { platforms: [] }, "platforms"],
    ["an id that is not a slug", { id: "Example Tool" }, "id"],
    ["an unknown field", { logo: "x.png" }, ""],
    ["an empty reviews object", { reviews: {} }, "reviews"],
    ["data collection beyond Minimal", { dataCollection: "Extensive" }, "dataCollection"],
  ])("rejects %s", (_label, change, path) => {
    expect(issuesOf({ ...valid, ...change })).toContain(path);
  });

  it("rejects a list with a repeated id", () => {
    const result = PrivacyToolListSchema.safeParse([valid, { ...valid, name: "Copy" }]);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      "Duplicate id example-tool",
    ]);
  });
});
