import { describe, expect, it } from "vitest";
import { tools } from "~/copy/tools";
import { filterTools, parseToolCategory, toolCategoryHref } from "./tool-category";

describe("tools index filter", () => {
  it("reads the tab from ?category=, defaulting to all", () => {
    expect(parseToolCategory(new URLSearchParams("category=security"))).toBe("security");
    expect(parseToolCategory(new URLSearchParams("category=Privacy"))).toBe("privacy");
    expect(parseToolCategory(new URLSearchParams("category=bogus"))).toBe("all");
    expect(parseToolCategory(new URLSearchParams(""))).toBe("all");
  });

  it("places the spec's tools in the spec's categories, plus the three the spec leaves open and the connection report first", () => {
    const ids = (category: Parameters<typeof filterTools>[1]) =>
      filterTools(tools, category).map((tool) => tool.id);
    expect(ids("privacy")).toEqual([
      "connection-report",
      "ip-checker",
      "dns-leak",
      "webrtc-leak",
      "web-proxy",
    ]);
    expect(ids("security")).toEqual(["password-checker", "password-generator"]);
    expect(ids("connectivity")).toEqual([
      "speed-test",
      "unblock-checker",
      "latency-map",
      "vpn-accessibility",
    ]);
    expect(ids("all")).toHaveLength(11);
  });

  it("links the default tab without a query", () => {
    expect(toolCategoryHref("all")).toBe("/tools");
    expect(toolCategoryHref("connectivity")).toBe("/tools?category=connectivity");
  });
});

describe("the connection report", () => {
  it("is the first card of the tools index", () => {
    expect(tools[0]?.id).toBe("connection-report");
  });
});
