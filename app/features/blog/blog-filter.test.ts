import { describe, expect, it } from "vitest";
import type { BlogCategory } from "~/copy/blog/types";
import {
  blogListHref,
  blogListView,
  filterArticles,
  parseBlogQuery,
  relatedArticles,
} from "./blog-filter";

const article = (slug: string, category: BlogCategory, title: string, excerpt = "") => ({
  slug,
  category,
  title,
  excerpt,
});

const list = [
  article("a", "VPN Guides", "WireGuard vs OpenVPN", "Which protocol is fastest?"),
  article("b", "Privacy", "Browser fingerprinting", "Trackers without cookies."),
  article("c", "VPN Guides", "Testing for leaks", "DNS and WebRTC checks for your VPN."),
  article("d", "Business VPN", "Zero trust for teams", "Remote access done right."),
  article("e", "VPN Guides", "Kill switch explained", "What happens when the tunnel drops."),
  article("f", "VPN Guides", "Split tunnelling", "Choose what goes through the tunnel."),
];

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

describe("parseBlogQuery and blogListHref", () => {
  it("reads search text and a known category, trimming the text", () => {
    expect(
      parseBlogQuery(new URLSearchParams("q=%20WireGuard%20&category=Tips+%26+Tricks")),
    ).toEqual({
      q: "WireGuard",
      category: "Tips & Tricks",
    });
  });

  it("treats a missing or unknown category as All", () => {
    expect(parseBlogQuery(new URLSearchParams(""))).toEqual({ q: "", category: "All" });
    expect(parseBlogQuery(new URLSearchParams("category=privacy")).category).toBe("All");
  });

  it("writes only the parts that are set, and round-trips through the parser", () => {
    expect(blogListHref({ q: "", category: "All" })).toBe("/blog");
    expect(blogListHref({ q: "  ", category: "Business VPN" })).toBe("/blog?category=Business+VPN");
    const href = blogListHref({ q: "dns & webrtc", category: "Tips & Tricks" });
    expect(href).toBe("/blog?q=dns+%26+webrtc&category=Tips+%26+Tricks");
    expect(parseBlogQuery(new URL(href, "http://x").searchParams)).toEqual({
      q: "dns & webrtc",
      category: "Tips & Tricks",
    });
  });
});

describe("filterArticles", () => {
  it("matches the search text case-insensitively in the title or the excerpt", () => {
    expect(slugs(filterArticles(list, { q: "WIREGUARD", category: "All" }))).toEqual(["a"]);
    expect(slugs(filterArticles(list, { q: "tunnel", category: "All" }))).toEqual(["e", "f"]);
    expect(slugs(filterArticles(list, { q: "no such words", category: "All" }))).toEqual([]);
  });

  it("keeps only the chosen category, combined with the search", () => {
    expect(slugs(filterArticles(list, { q: "", category: "Privacy" }))).toEqual(["b"]);
    expect(slugs(filterArticles(list, { q: "dns", category: "VPN Guides" }))).toEqual(["c"]);
    expect(filterArticles(list, { q: "dns", category: "Privacy" })).toEqual([]);
    expect(filterArticles(list, { q: "", category: "Gaming" })).toEqual([]);
  });
});

describe("blogListView", () => {
  it("features the first article only with no search and All", () => {
    const view = blogListView(list, { q: "", category: "All" });
    expect(view.featured?.slug).toBe("a");
    expect(slugs(view.grid)).toEqual(["b", "c", "d", "e", "f"]);
  });

  it("shows every match in the grid, none featured, when a search or category is set", () => {
    expect(blogListView(list, { q: "", category: "VPN Guides" })).toEqual({
      featured: undefined,
      grid: [list[0], list[2], list[4], list[5]],
    });
    expect(blogListView(list, { q: "trackers", category: "All" }).featured).toBeUndefined();
  });

  it("has nothing to feature in an empty list", () => {
    expect(blogListView([], { q: "", category: "All" })).toEqual({ featured: undefined, grid: [] });
  });
});

describe("relatedArticles", () => {
  it("returns up to three others of the same category, in list order", () => {
    expect(slugs(relatedArticles(list[0]!, list))).toEqual(["c", "e", "f"]);
    expect(slugs(relatedArticles(list[2]!, list))).toEqual(["a", "e", "f"]);
    expect(slugs(relatedArticles(list[2]!, list, 2))).toEqual(["a", "e"]);
    expect(relatedArticles(list[3]!, list)).toEqual([]);
  });
});
