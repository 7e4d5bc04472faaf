import { describe, expect, it } from "vitest";
import { adminMeta } from "./admin-meta";

const dashboard = { title: "Admin Dashboard", description: "Manage it all." };
const content = { title: "Content Management", description: "Write." };

const matches = [
  { id: "root", loaderData: { origin: "https://umbra.example", clientAreaUrl: "" } },
];

describe("adminMeta", () => {
  it("titles an admin screen with the brand and keeps it out of search results", () => {
    const tags = adminMeta(dashboard, "/admin/dashboard", matches);
    expect(tags).toContainEqual({ title: "Admin Dashboard | Umbra VPN" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });

  it("describes a sub-page by the screen it belongs to", () => {
    const tags = adminMeta(content, "/admin/content/new", matches);
    expect(tags).toContainEqual({ title: "Content Management | Umbra VPN" });
    expect(tags).toContainEqual({
      property: "og:url",
      content: "https://umbra.example/admin/content/new",
    });
  });
});
