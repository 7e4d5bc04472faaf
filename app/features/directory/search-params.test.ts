import { describe, expect, it } from "vitest";
import { type DirectoryFilters, defaultFilters } from "./filter-tools";
import { slugify } from "~/lib/text/slugify";
import { parseFilters, writeFilters } from "./search-params";

const parse = (search: string) => parseFilters(new URLSearchParams(search));
const write = (filters: Partial<DirectoryFilters>, base?: string) =>
  writeFilters({ ...defaultFilters, ...filters }, new URLSearchParams(base)).toString();

const everything: DirectoryFilters = {
  query: "end-to-end & more",
  category: "Password Manager",
  platforms: ["macOS", "Android", "Docker"],
  openSourceOnly: true,
  auditedOnly: true,
  minRating: 4.5,
};

describe("category and platform slugs", () => {
  it.each([
    ["Password Manager", "password-manager"],
    ["macOS", "macos"],
    ["Maps and Navigation", "maps-and-navigation"],
    ["AI Chat", "ai-chat"],
    ["VPN", "vpn"],
  ])("%s → %s", (label, slug) => {
    expect(slugify(label)).toBe(slug);
  });
});

describe("writeFilters", () => {
  it("writes nothing for the defaults, so the plain page has a plain URL", () => {
    expect(write({})).toBe("");
  });

  it("writes every filter in a fixed order with readable values", () => {
    expect(write(everything)).toBe(
      "q=end-to-end+%26+more&category=password-manager&platform=macos%2Candroid%2Cdocker&open=1&audited=1&rating=4.5",
    );
  });

  it("lists platforms in the canonical order whatever order they were chosen in", () => {
    expect(write({ platforms: ["Docker", "Windows"] })).toBe("platform=windows%2Cdocker");
  });

  it("leaves blank search text out but keeps typed spaces inside text", () => {
    expect(write({ query: "   " })).toBe("");
    expect(write({ query: "proton " })).toBe("q=proton+");
  });

  it("keeps unrelated parameters and replaces its own", () => {
    expect(write({ auditedOnly: true }, "utm_source=news&q=old&rating=5")).toBe(
      "utm_source=news&audited=1",
    );
  });
});

describe("parseFilters", () => {
  it("reads the defaults from an empty query string", () => {
    expect(parse("")).toEqual(defaultFilters);
  });

  it("round-trips every filter", () => {
    expect(parseFilters(writeFilters(everything))).toEqual(everything);
    const samples: Partial<DirectoryFilters>[] = [
      { query: "Tor" },
      { category: "Maps and Navigation" },
      { platforms: ["Firefox"] },
      { openSourceOnly: true },
      { auditedOnly: true },
      { minRating: 5 },
      { minRating: 0.5, category: "AI Chat" },
    ];
    for (const sample of samples) {
      const filters = { ...defaultFilters, ...sample };
      expect(parseFilters(writeFilters(filters))).toEqual(filters);
    }
  });

  it("reads a hand-written link, case-insensitively, with platforms repeated or comma-separated", () => {
    expect(parse("category=Email-Aliasing&platform=LINUX&platform=ios,web&open=true")).toEqual({
      ...defaultFilters,
      category: "Email Aliasing",
      platforms: ["Linux", "iOS", "Web"],
      openSourceOnly: true,
    });
  });

  it("ignores unknown categories, platforms and flag values", () => {
    expect(parse("category=gadgets&platform=amiga,android&open=yes&audited=0")).toEqual({
      ...defaultFilters,
      platforms: ["Android"],
    });
  });

  it.each([
    ["4.5", 4.5],
    ["4.3", 4.5],
    ["4.2", 4],
    ["9", 5],
    ["-2", 0],
    ["abc", 0],
    ["", 0],
    ["Infinity", 0],
  ])("reads rating=%s as %s (clamped to 0–5, snapped to steps of 0.5)", (value, expected) => {
    expect(parse(`rating=${value}`).minRating).toBe(expected);
  });
});
