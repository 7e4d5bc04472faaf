import { afterEach, describe, expect, it, vi } from "vitest";
import { apiGetPage, nextLink } from "./api-get-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("nextLink", () => {
  it("reads the next page's address from a Link header", () => {
    expect(nextLink('</api/content?limit=50&after=1-4>; rel="next"')).toBe(
      "/api/content?limit=50&after=1-4",
    );
    expect(nextLink('</a>; rel="prev", </b>; rel=next')).toBe("/b");
  });

  it("is null without a next page", () => {
    expect(nextLink(null)).toBeNull();
    expect(nextLink('</a>; rel="prev"')).toBeNull();
    expect(nextLink('</a>; rel="nextish"')).toBeNull();
  });
});

describe("apiGetPage", () => {
  it("answers the list and the next page's address, with credentials", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify([{ id: 2 }]), {
          headers: { Link: '</api/content?after=1-2>; rel="next"' },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    expect(await apiGetPage("/api/content")).toEqual({
      items: [{ id: 2 }],
      next: "/api/content?after=1-2",
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/content",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("fails as apiGet does on an error answer", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response('{"message":"after must be…"}', { status: 400 }),
    );
    await expect(apiGetPage("/api/content?after=x")).rejects.toMatchObject({ status: 400 });
  });
});
