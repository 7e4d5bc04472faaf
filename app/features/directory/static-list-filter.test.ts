import { describe, expect, it } from "vitest";
import { defaultFilters } from "./filter-tools";
import { applyFiltersToList } from "./static-list-filter";

/** A card's <li> as the server writes it (tool-list.tsx), reduced to what the filter reads. */
function item(data: Record<string, string>, description: string) {
  return {
    dataset: data,
    hidden: false,
    querySelector: (selector: string) =>
      selector === "[data-field=description]" ? { textContent: description } : null,
  };
}

function list(items: ReturnType<typeof item>[]) {
  return { querySelectorAll: () => items } as unknown as HTMLElement;
}

const signal = item(
  {
    toolId: "signal",
    name: "Signal",
    category: "Messaging",
    platforms: "Android|iOS|Windows",
    tags: "messaging|encrypted",
    openSource: "true",
    audit: "Partially Audited",
    rating: "4.8",
  },
  "End-to-end encrypted messages and calls.",
);
const keepass = item(
  {
    toolId: "keepassxc",
    name: "KeePassXC",
    category: "Password Manager",
    platforms: "Windows|Linux",
    tags: "passwords|offline",
    openSource: "true",
    audit: "Audited",
    rating: "4.5",
  },
  "An offline password manager.",
);

describe("applyFiltersToList", () => {
  it("hides the cards that do not match and counts the rest, reading the server's markup", () => {
    const cards = list([signal, keepass]);
    expect(applyFiltersToList(cards, { ...defaultFilters, query: "OFFLINE" })).toBe(1);
    expect([signal.hidden, keepass.hidden]).toEqual([true, false]);
    expect(applyFiltersToList(cards, { ...defaultFilters, platforms: ["iOS"] })).toBe(1);
    expect([signal.hidden, keepass.hidden]).toEqual([false, true]);
    expect(
      applyFiltersToList(cards, { ...defaultFilters, auditedOnly: true, minRating: 4.6 }),
    ).toBe(0);
    expect([signal.hidden, keepass.hidden]).toEqual([true, true]);
    expect(applyFiltersToList(cards, defaultFilters)).toBe(2);
    expect([signal.hidden, keepass.hidden]).toEqual([false, false]);
  });

  it("searches descriptions and tags as well as names", () => {
    const cards = list([signal, keepass]);
    expect(applyFiltersToList(cards, { ...defaultFilters, query: "calls" })).toBe(1);
    expect(signal.hidden).toBe(false);
    expect(applyFiltersToList(cards, { ...defaultFilters, query: "encrypted" })).toBe(1);
    expect(applyFiltersToList(cards, { ...defaultFilters, category: "Password Manager" })).toBe(1);
    expect(keepass.hidden).toBe(false);
  });
});
