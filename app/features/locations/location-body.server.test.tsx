import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { KEPT_PAGE_ID } from "~/lib/static-output/kept-page";
import { serverHtmlContext } from "~/lib/static-output/server-html-context";
import { locationBodyHtml } from "./location-body.server";

/** Runs the middleware for `/locations/{id}` and returns the page body it provided, if any. */
async function bodyFor(id: string): Promise<string | undefined> {
  const context = new RouterContextProvider();
  let calledNext = false;
  await locationBodyHtml(
    {
      context,
      request: new Request(`http://localhost/locations/${id}`),
      url: new URL(`http://localhost/locations/${id}`),
      params: { id },
      pattern: "/locations/:id",
    },
    async () => {
      calledNext = true;
      return new Response();
    },
  );
  expect(calledNext).toBe(true);
  return context.get(serverHtmlContext)?.get(KEPT_PAGE_ID);
}

describe("a location page's body (kept server markup)", () => {
  it("draws the location's heading, comparison and sections, with router links", async () => {
    const html = await bodyFor("us-new-york");
    expect(html).toContain("New York VPN Servers</h1>");
    expect(html).toContain("New York is our largest location, with 235 servers");
    expect(html).toContain('href="/checkout/personal/yearly" data-discover="true"');
  });

  it("is drawn once per location and reused", async () => {
    expect(await bodyFor("uk-london")).toBe(await bodyFor("uk-london"));
    expect(await bodyFor("uk-london")).not.toBe(await bodyFor("us-new-york"));
  });

  it.each([
    ["an unknown id", "xx-atlantis"],
    ["another letter case", "US-NEW-YORK"],
    ["a NUL byte", "us-new-york\0"],
    ["an object key", "__proto__"],
    ["10,000 characters", "x".repeat(10_000)],
  ])("provides nothing for %s, so the route answers 404 and nothing is cached", async (_, id) => {
    expect(await bodyFor(id)).toBeUndefined();
  });
});
