/**
 * Server locations in a real browser against the built server: the /locations search (name or
 * region, grouped by region, state in ?q=), cards linking to location pages, the location
 * landing page and its 404, the /servers grid, accessibility in both themes and on a phone.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { locations, regions } from "~/copy/locations";
import {
  baseUrl,
  closeAll,
  documentRequests,
  expectNoAxeViolations,
  hydrationDataOf,
  openPage,
} from "./harness";

afterAll(closeAll);

const phone = { width: 375, height: 812 };

/** Region headings and the location names under each, as the page shows them. */
async function shownGroups(page: Page) {
  return page.locator("main section[aria-labelledby^=region-]").evaluateAll((sections) =>
    sections.map((section) => ({
      region: section.querySelector("h2")?.textContent,
      names: [...section.querySelectorAll("li a")].map((a) => a.querySelector("span")?.textContent),
    })),
  );
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search locations" }).fill(text);
}

describe("/locations", () => {
  it("lists every location grouped by region, in catalogue order", async () => {
    const { page, consoleErrors } = await openPage("/locations");
    const expected = regions.map((region) => ({
      region,
      names: locations.filter((l) => l.region === region).map((l) => l.name),
    }));
    expect(await shownGroups(page)).toEqual(expected);
    expect(await page.getByRole("status").textContent()).toBe(
      `${locations.length} locations found`,
    );
    expect(consoleErrors).toEqual([]);
  });

  it("searches by name and keeps the query in ?q=", async () => {
    const { page } = await openPage("/locations");
    await search(page, "lon");
    await expect.poll(() => shownGroups(page)).toEqual([{ region: "Europe", names: ["London"] }]);
    expect(new URL(page.url()).searchParams.get("q")).toBe("lon");
    expect(await page.getByRole("status").textContent()).toBe("1 location found");

    await search(page, "");
    await expect.poll(async () => (await shownGroups(page)).length).toBe(regions.length);
    expect(new URL(page.url()).search).toBe("");
  });

  it("searches by region", async () => {
    const { page } = await openPage("/locations");
    await search(page, "south america");
    await expect
      .poll(() => shownGroups(page))
      .toEqual([
        {
          region: "South America",
          names: locations.filter((l) => l.region === "South America").map((l) => l.name),
        },
      ]);
  });

  it("says so when nothing matches", async () => {
    const { page } = await openPage("/locations");
    await search(page, "atlantis");
    await expect.poll(() => shownGroups(page)).toEqual([]);
    expect(await page.getByRole("status").textContent()).toBe(
      "No locations match “atlantis”. Try a city or a region.",
    );
  });

  it("applies a query from the URL after hydration, without console errors", async () => {
    const { page, consoleErrors } = await openPage("/locations?q=tokyo");
    await expect
      .poll(() => shownGroups(page))
      .toEqual([{ region: "Asia Pacific", names: ["Tokyo"] }]);
    expect(await page.getByRole("searchbox").inputValue()).toBe("tokyo");
    expect(consoleErrors).toEqual([]);
  });

  it("shows server count and latency on each card and links to the location page", async () => {
    const { page } = await openPage("/locations");
    const documents = documentRequests(page);
    const link = page.locator('a[href="/locations/sg-singapore"]').first();
    expect(await link.textContent()).toBe("Singapore150 servers6 ms latency");
    await link.click();
    await page.waitForURL("**/locations/sg-singapore");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Singapore VPN Servers");
    // A client-side navigation: the page's body came from its document, fetched as data.
    expect(await page.getByRole("heading", { name: "Technical Details" }).isVisible()).toBe(true);
    expect(documents).toEqual([]);
  });
});

describe("/locations/:id", () => {
  it("shows the location's figures, sections and calls to action", async () => {
    const { page, consoleErrors } = await openPage("/locations/us-new-york");
    const main = page.locator("main");
    expect(await main.locator("h1").textContent()).toBe("New York VPN Servers");
    const stats = await main.locator("dl").first().locator(":scope > div").allTextContents();
    expect(stats).toEqual(["Servers235", "Latency5 ms", "User Rating9.5 out of 10/10"]);
    expect(await main.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "How New York Compares",
      "Why Connect Through New York",
      "Popular Uses",
      "Technical Details",
      "Location Advantages",
      "Connect to New York in Seconds",
    ]);
    expect(
      await main.getByText(/^New York is our largest location, with 235 servers/).count(),
    ).toBe(1);
    expect(await main.getByText("OpenVPN, IKEv2, WireGuard").count()).toBe(1);
    expect(await main.getByText("AES-256-GCM, ChaCha20").count()).toBe(1);
    const ctas = main.getByRole("link", { name: "Get Umbra VPN" });
    expect(await ctas.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/checkout/personal/yearly",
      "/checkout/personal/yearly",
    ]);
    expect(
      await main.getByRole("link", { name: "View Pricing" }).first().getAttribute("href"),
    ).toBe("/pricing");
    expect(consoleErrors).toEqual([]);
  });

  it("sends its text once, as markup; the data is what its title and breadcrumb need (issue 18)", async () => {
    const html = await (await fetch(`${baseUrl()}/locations/us-new-york`)).text();
    const hydrationData = hydrationDataOf(html);
    const sentence = "New York is our largest location, with 235 servers";
    expect(html.split(sentence).length - 1).toBe(1);
    expect(hydrationData).not.toContain(sentence);
    expect(hydrationData).not.toContain("AES-256-GCM, ChaCha20");
    expect(hydrationData).toContain("us-new-york");
  });

  it("carries a BreadcrumbList and is indexable", async () => {
    const { page } = await openPage("/locations/uk-london");
    // Every page also carries the site-wide Organization; find the breadcrumb among them.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks
      .map((text) => JSON.parse(text) as { "@type": string; itemListElement?: unknown })
      .find((block) => block["@type"] === "BreadcrumbList") as {
      "@type": string;
      itemListElement: { name: string; item: string }[];
    };
    expect(jsonLd["@type"]).toBe("BreadcrumbList");
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Locations",
      "London",
    ]);
    expect(jsonLd.itemListElement[2]?.item).toMatch(/\/locations\/uk-london$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/locations\/uk-london$/,
    );
    expect(
      await page.getByRole("navigation", { name: "Breadcrumb" }).locator("li").allTextContents(),
    ).toEqual(["Home", "Locations", "London"]);
  });

  it("answers 404 with the location page's own message for an unknown id", async () => {
    const response = await fetch(`${baseUrl()}/locations/xx-atlantis`);
    expect(response.status).toBe(404);
    const { page } = await openPage("/locations/xx-atlantis");
    expect(await page.locator("h1").textContent()).toBe("Location not found");
    expect(await page.getByText("The requested VPN location could not be found.").count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });
});

describe("/servers", () => {
  it("shows every location with its server count and features", async () => {
    const { page } = await openPage("/servers");
    const cards = page.locator("main ul > li:has(h2)");
    expect(await cards.count()).toBe(locations.length);
    const london = cards.filter({ has: page.getByRole("link", { name: "London", exact: true }) });
    expect(await london.getByText("180 servers").count()).toBe(1);
    expect(
      await london.getByRole("list", { name: "London features" }).locator("li").allTextContents(),
    ).toEqual(locations.find((l) => l.id === "uk-london")!.features);
    expect(await london.getByRole("link", { name: "London" }).getAttribute("href")).toBe(
      "/locations/uk-london",
    );
  });
});

describe.each(["/locations", "/locations/ae-dubai", "/servers"])("%s", (path) => {
  it.each(["dark", "light"] as const)(
    "has no axe violations in the %s theme",
    async (theme) => {
      const { page } = await openPage(path, { theme });
      await expectNoAxeViolations(page);
    },
    60_000,
  );

  it("fits a 375 px screen without axe violations", async () => {
    const { page } = await openPage(path, { viewport: phone });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  }, 60_000);
});
