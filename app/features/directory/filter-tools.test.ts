import { describe, expect, it } from "vitest";
import { privacyTools } from "~/copy/directory/privacy-tools";
import {
  type DirectoryFilters,
  activeFilterCount,
  availablePlatforms,
  categoryCounts,
  defaultFilters,
  filterTools,
} from "./filter-tools";

/** Ids of the real tools that pass `change` applied to the default filters. */
function idsFor(change: Partial<DirectoryFilters>): string[] {
  return filterTools(privacyTools, { ...defaultFilters, ...change }).map((tool) => tool.id);
}

describe("categoryCounts over the real data", () => {
  it("lists only the categories in use, in the spec's order, with their counts", () => {
    expect(categoryCounts(privacyTools)).toEqual([
      { category: "Browser", count: 3 },
      { category: "VPN", count: 3 },
      { category: "Email", count: 3 },
      { category: "Messaging", count: 5 },
      { category: "Cloud Storage", count: 2 },
      { category: "Password Manager", count: 4 },
      { category: "Security Tools", count: 3 },
      { category: "Mobile Apps", count: 2 },
      { category: "Desktop Apps", count: 1 },
      { category: "Network Tools", count: 1 },
      { category: "Office Suite", count: 1 },
      { category: "Language Tools", count: 1 },
      { category: "Encryption Software", count: 3 },
      { category: "DNS Resolvers", count: 3 },
      { category: "Email Aliasing", count: 2 },
      { category: "Photo Management", count: 1 },
      { category: "Search Engines", count: 4 },
      { category: "AI Chat", count: 1 },
      { category: "Calendar Sync", count: 1 },
      { category: "Cryptocurrency", count: 1 },
      { category: "Document Collaboration", count: 2 },
      { category: "File Sharing", count: 1 },
      { category: "Frontends", count: 1 },
      { category: "Maps and Navigation", count: 1 },
      { category: "News Aggregators", count: 1 },
      { category: "Notebooks", count: 2 },
      { category: "Social Media", count: 1 },
    ]);
  });

  it("agrees with filtering by each category", () => {
    for (const { category, count } of categoryCounts(privacyTools)) {
      expect([category, idsFor({ category }).length]).toEqual([category, count]);
    }
  });
});

describe("availablePlatforms", () => {
  it("offers only platforms some tool supports, in the spec's order", () => {
    expect(availablePlatforms(privacyTools)).toEqual([
      "Windows",
      "macOS",
      "Linux",
      "iOS",
      "Android",
      "Web",
      "Desktop",
      "Firefox",
      "Chrome",
      "Docker",
    ]);
  });
});

describe("filterTools", () => {
  it("returns every tool with the default filters", () => {
    expect(idsFor({})).toHaveLength(privacyTools.length);
  });

  it("matches search text case-insensitively in the name, description or a tag", () => {
    expect(idsFor({ query: "ONION" })).toEqual(["tor-browser", "onionshare"]);
    // Only in tags.
    expect(idsFor({ query: "wireguard" })).toEqual(["mullvad-vpn", "proton-vpn", "ivpn"]);
    // Only in a description.
    expect(idsFor({ query: "swiss post" })).toEqual(["tresorit"]);
    // Only in a name.
    expect(idsFor({ query: "keepassxc" })).toEqual(["keepassxc"]);
    // 1Password's "Secret Key" is in its description; "Watchtower" only in its features,
    // which are not searched.
    expect(idsFor({ query: "Secret Key" })).toEqual(["1password"]);
    expect(idsFor({ query: "Watchtower" })).toEqual([]);
  });

  it("ignores surrounding spaces and treats blank text as no search", () => {
    expect(idsFor({ query: "  wireguard " })).toEqual(["mullvad-vpn", "proton-vpn", "ivpn"]);
    expect(idsFor({ query: "   " })).toHaveLength(privacyTools.length);
  });

  it("keeps one category", () => {
    expect(idsFor({ category: "Password Manager" })).toEqual([
      "bitwarden",
      "keepassxc",
      "proton-pass",
      "1password",
    ]);
  });

  it("with platforms chosen, keeps tools that support at least one of them", () => {
    expect(idsFor({ platforms: ["Desktop"] })).toEqual(["tails"]);
    expect(idsFor({ platforms: ["Docker"] })).toEqual([
      "searxng",
      "pi-hole",
      "bitwarden",
      "cryptpad",
      "nextcloud",
      "ollama",
    ]);
    expect(idsFor({ platforms: ["Desktop", "Docker"] })).toHaveLength(7);
  });

  it("Open Source Only keeps open-source tools", () => {
    const ids = idsFor({ openSourceOnly: true });
    expect(ids).toHaveLength(44);
    expect(ids).not.toContain("1password");
    expect(ids).not.toContain("tresorit");
  });

  it("Audited Only admits only the audit status Audited", () => {
    const audited = filterTools(privacyTools, { ...defaultFilters, auditedOnly: true });
    expect(audited).toHaveLength(17);
    expect(new Set(audited.map((tool) => tool.auditStatus))).toEqual(new Set(["Audited"]));
    const ids = audited.map((tool) => tool.id);
    // Partially Audited and Not Audited are both left out.
    for (const excluded of ["signal", "element", "monero", "yubikey", "tuta", "pi-hole"]) {
      expect(ids).not.toContain(excluded);
    }
  });

  it("keeps tools rated at least the minimum", () => {
    expect(idsFor({ minRating: 5 })).toEqual(["signal", "ublock-origin"]);
    expect(idsFor({ minRating: 4.5 })).toHaveLength(privacyTools.length);
    expect(idsFor({ minRating: 0 })).toHaveLength(privacyTools.length);
  });

  it("applies every filter at once", () => {
    expect(
      idsFor({ category: "Password Manager", platforms: ["Linux"], openSourceOnly: true }),
    ).toEqual(["bitwarden", "keepassxc", "proton-pass"]);
    expect(idsFor({ category: "Messaging", auditedOnly: true })).toEqual([
      "simplex-chat",
      "briar",
      "threema",
    ]);
    expect(idsFor({ category: "Messaging", auditedOnly: true, platforms: ["iOS"] })).toEqual([
      "simplex-chat",
      "threema",
    ]);
    expect(
      idsFor({ category: "Messaging", auditedOnly: true, platforms: ["iOS"], query: "swiss" }),
    ).toEqual(["threema"]);
    expect(idsFor({ query: "vpn", auditedOnly: true, minRating: 5 })).toEqual([]);
  });

  it("returns nothing when nothing matches", () => {
    expect(idsFor({ query: "no such tool anywhere" })).toEqual([]);
  });
});

describe("activeFilterCount", () => {
  it("is 0 for the defaults and counts each chosen platform", () => {
    expect(activeFilterCount(defaultFilters)).toBe(0);
    expect(activeFilterCount({ ...defaultFilters, query: "  " })).toBe(0);
    expect(
      activeFilterCount({
        query: "vpn",
        category: "VPN",
        platforms: ["Linux", "Android"],
        openSourceOnly: true,
        auditedOnly: true,
        minRating: 4.5,
      }),
    ).toBe(7);
  });
});
