import { describe, expect, it } from "vitest";
import type { BlogCategory } from "~/copy/blog/types";
import {
  PAGE_SIZE,
  blogListHref,
  blogListView,
  filterArticles,
  parseBlogPage,
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

describe("parseBlogPage", () => {
  it("reads a whole page number from 1, and takes anything else as the first page", () => {
    expect(parseBlogPage(new URLSearchParams("page=3"))).toBe(3);
    for (const raw of ["", "0", "-2", "1.5", "2e3", "03", " 2", "abc", "9999999", "1e309"]) {
      expect(parseBlogPage(new URLSearchParams({ page: raw })), raw).toBe(1);
    }
    expect(parseBlogPage(new URLSearchParams(""))).toBe(1);
  });

  it("is written into the list's address from page 2 on, with the search and category", () => {
    expect(blogListHref({ q: "", category: "All" }, 1)).toBe("/blog");
    expect(blogListHref({ q: "vpn", category: "Privacy" }, 4)).toBe(
      "/blog?q=vpn&category=Privacy&page=4",
    );
  });
});

describe("blogListView", () => {
  it("features the first article only with no search and All", () => {
    const view = blogListView(list, { q: "", category: "All" });
    expect(view.featured?.slug).toBe("a");
    expect(slugs(view.grid)).toEqual(["b", "c", "d", "e", "f"]);
    expect(view).toMatchObject({ total: 6, page: 1, pages: 1 });
  });

  it("shows every match in the grid, none featured, when a search or category is set", () => {
    expect(blogListView(list, { q: "", category: "VPN Guides" })).toEqual({
      unfiltered: false,
      featured: undefined,
      grid: [list[0], list[2], list[4], list[5]],
      total: 4,
      page: 1,
      pages: 1,
    });
    expect(blogListView(list, { q: "trackers", category: "All" }).featured).toBeUndefined();
  });

  it("has nothing to feature in an empty list, which is one empty page", () => {
    expect(blogListView([], { q: "", category: "All" }, 3)).toEqual({
      unfiltered: true,
      featured: undefined,
      grid: [],
      total: 0,
      page: 1,
      pages: 1,
    });
  });

  it("pages the grid PAGE_SIZE cards at a time; the featured article tops page 1 only", () => {
    const many = Array.from({ length: 2 * PAGE_SIZE + 6 }, (_, index) =>
      article(`p${index}`, "Privacy", `Post ${index}`),
    );
    const all = { q: "", category: "All" } as const;
    const first = blogListView(many, all, 1);
    expect(first.featured?.slug).toBe("p0");
    expect(slugs(first.grid)).toEqual(slugs(many.slice(1, PAGE_SIZE + 1)));
    expect(first).toMatchObject({ total: many.length, page: 1, pages: 3 });

    const last = blogListView(many, all, 3);
    expect(last.featured).toBeUndefined();
    expect(slugs(last.grid)).toEqual(slugs(many.slice(2 * PAGE_SIZE + 1)));
    // A page past the last shows the last.
    expect(blogListView(many, all, 99)).toEqual(last);

    // A search pages its matches, with nothing featured.
    const found = blogListView(many, { q: "post", category: "All" }, 3);
    expect(slugs(found.grid)).toEqual(slugs(many.slice(2 * PAGE_SIZE)));
    expect(found).toMatchObject({ featured: undefined, total: many.length, pages: 3 });
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
