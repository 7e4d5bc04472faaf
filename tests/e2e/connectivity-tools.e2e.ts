import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  closeAll,
  documentRequests,
  expectNoAxeViolations,
  hydrationDataOf,
  openPage,
} from "./harness";
import { fakeJson, stayOffline } from "./tools-support";

afterAll(closeAll);

type Fakes = (context: BrowserContext) => Promise<void>;

async function open(
  path: string,
  options: {
    theme?: "dark" | "light";
    width?: number;
    fakes?: Fakes;
    javaScriptEnabled?: boolean;
  } = {},
) {
  let blocked: string[] = [];
  const opened = await openPage(path, {
    theme: options.theme,
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: options.width ? { width: options.width, height: 800 } : undefined,
    setup: async (context) => {
      blocked = await stayOffline(context);
      await options.fakes?.(context);
    },
  });
  return { ...opened, blocked: () => blocked };
}

const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Every service's favicon answered in the browser: Hulu refused, BBC slow, Telegram silent. */
async function fakeServices(context: BrowserContext) {
  await context.route(/^https:\/\/[^/]+\/favicon\.ico/, async (route) => {
    const host = new URL(route.request().url()).hostname;
    if (host === "www.hulu.com") return route.abort("connectionrefused");
    if (host === "telegram.org") return; // never answers: the probe times out
    if (host === "www.bbc.co.uk") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ status: 200, contentType: "image/png", body: pixel });
  });
}

const rowText = async (page: Page, id: string) =>
  (await page.getByTestId(`service-${id}`).innerText()).replace(/\s+/g, " ");

describe("Service Accessibility Checker", () => {
  it("checks eight services: accessible with latency, refused, slow, and silent", async () => {
    const { page, blocked } = await open("/tools/unblock-checker", { fakes: fakeServices });
    expect(await page.locator("[data-testid^=service-]").count()).toBe(8);
    await page.getByRole("button", { name: "Check Service Availability" }).click();
    const checking = page.getByRole("button", { name: "Checking..." });
    await checking.waitFor();
    expect(await checking.isDisabled()).toBe(true);
    await page.getByText("6 of 8 services are accessible.").waitFor({ timeout: 15_000 });
    expect(await rowText(page, "netflix")).toMatch(/Netflix Streaming Accessible · \d+ ms/);
    expect(await rowText(page, "hulu")).toBe(
      "Hulu Service is not accessible from your location Not accessible",
    );
    const bbc = await rowText(page, "bbc-iplayer");
    expect(Number(bbc.match(/(\d+) ms/)?.[1])).toBeGreaterThanOrEqual(1500);
    expect(await rowText(page, "telegram")).toBe(
      "Telegram Failed to check service accessibility Unknown",
    );
    expect(await page.getByRole("button", { name: "Check Again" }).isEnabled()).toBe(true);
    expect(blocked()).toEqual([]);
  });

  it("fails the run when the browser is offline, and Try Again recovers", async () => {
    const { page, context } = await open("/tools/unblock-checker", { fakes: fakeServices });
    await context.setOffline(true);
    await page.getByRole("button", { name: "Check Service Availability" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      "Failed to complete service checks. Please try again later.",
    );
    await context.setOffline(false);
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByText("6 of 8 services are accessible.").waitFor({ timeout: 15_000 });
  });

  it("keeps a result's text readable on a 375 px screen: the status wraps below it", async () => {
    const { page } = await open("/tools/unblock-checker", { width: 375, fakes: fakeServices });
    await page.getByRole("button", { name: "Check Service Availability" }).click();
    await page.getByText("6 of 8 services are accessible.").waitFor({ timeout: 15_000 });
    const hulu = page.getByTestId("service-hulu");
    const detail = hulu.getByText("Service is not accessible from your location");
    // Squeezed beside the status it was 70 px wide, one or two words a line.
    expect((await detail.boundingBox())!.width).toBeGreaterThanOrEqual(190);
    expect((await detail.boundingBox())!.height).toBeLessThanOrEqual(45);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  it.each(["dark", "light"] as const)("has no axe violations with results (%s)", async (theme) => {
    const { page } = await open("/tools/unblock-checker", { theme, fakes: fakeServices });
    await page.getByRole("button", { name: "Check Service Availability" }).click();
    await page.getByText("6 of 8 services are accessible.").waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });
});

/** London, as GET /api/latency would place it; Tokyo timed against our own ping endpoint. */
const inLondon = (endpoints: Record<string, string>) => ({
  position: {
    latitude: 51.5072,
    longitude: -0.1276,
    place: "London, United Kingdom",
    x: 468,
    y: 110,
  },
  endpoints,
});

describe("Latency Map", () => {
  it("shows the map and the cities, not yet measured, without JavaScript", async () => {
    const { page } = await open("/tools/latency-map", { javaScriptEnabled: false });
    const map = page.getByRole("img", { name: /^World map of the eight/ });
    expect(await map.locator("path").getAttribute("d")).toMatch(/^M/);
    expect(await map.locator("[data-city]").count()).toBe(8);
    expect(await page.getByTestId("city-sao-paulo").innerText()).toContain("Not measured yet");
  });

  it("sends the land outline once: markup, not hydration data (issue 18)", async () => {
    const html = await (await fetch(`${baseUrl()}/tools/latency-map`)).text();
    const land = /<g id="latency-map-land"[^>]*><path d="(M[^"]+)"/.exec(html)?.[1] ?? "";
    expect(land.length).toBeGreaterThan(10_000);
    expect(html.split(land.slice(0, 200)).length - 1).toBe(1);
    const hydrationData = hydrationDataOf(html);
    expect(hydrationData).toContain("new-york");
    expect(hydrationData.length).toBeLessThan(5_000);
  });

  it("keeps the outline through hydration, and fetches it after a client-side navigation", async () => {
    const landPath = (page: Page) =>
      page.evaluate(
        () => document.querySelector("#latency-map-land > path")?.getAttribute("d")?.length ?? 0,
      );
    const direct = await open("/tools/latency-map", {
      fakes: (context) => fakeJson(context, "**/api/latency", 200, inLondon({}), 0),
    });
    await direct.page.getByText("Latency from London, United Kingdom").waitFor();
    expect(await landPath(direct.page)).toBeGreaterThan(10_000);

    const { page } = await open("/tools", {
      width: 1280,
      fakes: (context) => fakeJson(context, "**/api/latency", 200, inLondon({}), 0),
    });
    const documents = documentRequests(page);
    await page.locator('main a[href="/tools/latency-map"]').first().click();
    await page.waitForURL("**/tools/latency-map");
    await expect.poll(() => landPath(page), { timeout: 10_000 }).toBeGreaterThan(10_000);
    expect(documents).toEqual([]);
  });

  it("measures while loading, then shows measured and estimated figures coloured by threshold", async () => {
    const { page, blocked } = await open("/tools/latency-map", {
      fakes: (context) =>
        fakeJson(context, "**/api/latency", 200, inLondon({ tokyo: "/api/speedtest/ping" }), 600),
    });
    await page
      .getByRole("status")
      .filter({ hasText: "Measuring latency" })
      .waitFor({ state: "attached" });
    await page.getByText("Latency from London, United Kingdom").waitFor({ timeout: 15_000 });
    const city = async (id: string) =>
      (await page.getByTestId(`city-${id}`).innerText()).replace(/\s+/g, " ");
    expect(await city("london")).toBe("London United Kingdom 15 ms estimated");
    expect(await city("new-york")).toBe("New York United States 71 ms estimated");
    expect(await city("tokyo")).toMatch(/^Tokyo Japan \d+ ms measured$/);
    expect(await city("sydney")).toMatch(/^Sydney Australia 18\d ms estimated$/);
    const fill = (id: string) =>
      page.locator(`[data-city=${id}] circle`).last().getAttribute("class");
    expect(await fill("london")).toContain("fill-success");
    expect(await fill("singapore")).toContain("fill-warning");
    expect(await fill("sydney")).toContain("fill-destructive");
    expect(await page.getByTestId("visitor-point").count()).toBe(1);
    expect(blocked()).toEqual([]);
  });

  it("keeps the focus on Measure Again, busy, while it measures again", async () => {
    const { page } = await open("/tools/latency-map", {
      fakes: (context) => fakeJson(context, "**/api/latency", 200, inLondon({}), 600),
    });
    await page.getByText("Latency from London").waitFor({ timeout: 15_000 });
    const again = page.getByRole("button", { name: "Measure Again" });
    await again.focus();
    await page.keyboard.press("Enter");
    const isFocused = () => again.evaluate((node) => node === document.activeElement);
    // Disabled while measuring, it had dropped the focus on <body>.
    await expect.poll(() => again.getAttribute("aria-busy")).toBe("true");
    expect(await isFocused()).toBe(true);
    await expect.poll(() => again.getAttribute("aria-busy")).toBeNull();
    expect(await isFocused()).toBe(true);
  });

  it("shows the spec's error when the visitor cannot be placed and nothing can be timed", async () => {
    const { page } = await open("/tools/latency-map", {
      fakes: (context) =>
        fakeJson(context, "**/api/latency", 200, { position: null, endpoints: {} }),
    });
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      "Failed to measure network latencies. Please try again later.",
    );
    expect(await alert.innerText()).toContain("not in our location database");
  });

  it.each(["dark", "light"] as const)("has no axe violations with results (%s)", async (theme) => {
    const { page } = await open("/tools/latency-map", {
      theme,
      fakes: (context) => fakeJson(context, "**/api/latency", 200, inLondon({})),
    });
    await page.getByText("Latency from London").waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });

  it("fits a 375 px screen", async () => {
    const { page } = await open("/tools/latency-map", {
      width: 375,
      fakes: (context) => fakeJson(context, "**/api/latency", 200, inLondon({})),
    });
    await page.getByText("Latency from London").waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

describe("VPN Accessibility Score", () => {
  it("searches by name, filters by region, and says when nothing matches", async () => {
    const { page } = await open("/tools/vpn-accessibility");
    const cards = page.getByTestId("country-cards").locator("> li");
    expect(await cards.count()).toBeGreaterThanOrEqual(30);
    await page.getByLabel("Search countries").fill("united");
    await expect
      .poll(() => cards.locator("h2").allInnerTexts())
      .toEqual(["United Arab Emirates", "United Kingdom", "United States"]);
    await page.getByLabel("Region").selectOption("Middle East");
    expect(await cards.locator("h2").allInnerTexts()).toEqual(["United Arab Emirates"]);
    const uae = (await cards.first().innerText()).replace(/\s+/g, " ");
    expect(uae).toContain("30 out of 100 Heavily Restricted");
    await page.getByLabel("Search countries").fill("atlantis");
    expect(await page.getByRole("status").innerText()).toBe(
      "No country matches your search. Check the spelling, or choose All Regions.",
    );
    await page.getByLabel("Search countries").fill("");
    await page.getByLabel("Region").selectOption("All Regions");
    const options = await page.getByLabel("Region").locator("option").allInnerTexts();
    expect(options[0]).toBe("All Regions");
    expect(options).toContain("North America");
  });

  it("shows the spec's scores with their labels, and each card links to /pricing", async () => {
    const { page } = await open("/tools/vpn-accessibility");
    const card = (name: string) =>
      page
        .getByTestId("country-cards")
        .locator("> li")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
    expect((await card("Singapore").innerText()).replace(/\s+/g, " ")).toContain(
      "85 out of 100 VPN-Friendly",
    );
    expect((await card("Russia").innerText()).replace(/\s+/g, " ")).toContain(
      "40 out of 100 Significantly Restricted",
    );
    expect(await card("China").getByRole("link").getAttribute("href")).toBe("/pricing");
    expect(await card("China").innerText()).toMatch(/Last reviewed \d{1,2} \w+ 20\d\d/);
  });

  it.each(["dark", "light"] as const)("has no axe violations (%s)", async (theme) => {
    const { page } = await open("/tools/vpn-accessibility", { theme });
    await expectNoAxeViolations(page);
  });

  it("fits a 375 px screen", async () => {
    const { page } = await open("/tools/vpn-accessibility", { width: 375 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
