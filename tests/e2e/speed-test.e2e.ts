import type { BrowserContext, Route } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { CODE_LOAD_ERROR_TEXT } from "~/lib/code-loading/code-loading";
import { baseUrl, closeAll, expectNoAxeViolations, openPage } from "./harness";
import { fakeJson, stayOffline } from "./tools-support";

afterAll(closeAll);

/**
 * The speed-test endpoints, answered in the browser with small bodies so a run takes
 * seconds (pings through a route, transfers by the page's own fetch): `failPing` answers
 * that ping (1-based) with 503; `holdPings` delays every ping, `holdDownloads` every download.
 */
async function fakeSpeedTest(
  context: BrowserContext,
  options: { failPing?: number; holdPings?: number; holdDownloads?: number } = {},
) {
  const asked = { pings: 0, downloads: 0, uploads: 0 };
  await context.route("**/api/speedtest/ping*", async (route: Route) => {
    asked.pings++;
    if (options.holdPings) await new Promise((resolve) => setTimeout(resolve, options.holdPings));
    if (asked.pings === options.failPing) {
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"message":"down"}',
      });
    }
    await route.fulfill({ status: 204, headers: { "Cache-Control": "no-store" } });
  });
  // Downloads and uploads are answered inside the page: through a route, each upload body
  // (up to 25 MB, some 500 MB per run) was copied to this process, and each download made
  // a round trip to it, which made one run take 15-25 s on a loaded machine.
  await context.exposeBinding("__countSpeedTest", (_source, kind: "downloads" | "uploads") => {
    asked[kind]++;
  });
  await context.addInitScript((holdDownloads: number) => {
    const realFetch = window.fetch.bind(window);
    const count = (window as unknown as { __countSpeedTest(kind: string): Promise<void> })
      .__countSpeedTest;
    window.fetch = async (input, init) => {
      const target = input instanceof Request ? input.url : String(input);
      const path = new URL(target, location.href).pathname;
      if (path.endsWith("/api/speedtest/download")) {
        await count("downloads");
        if (holdDownloads) await new Promise((resolve) => setTimeout(resolve, holdDownloads));
        return new Response(new Uint8Array(20_000).fill(7), {
          status: 200,
          headers: { "Content-Type": "application/octet-stream" },
        });
      }
      if (path.endsWith("/api/speedtest/upload")) {
        await count("uploads");
        const bytes = init?.body instanceof Blob ? init.body.size : 0;
        return new Response(JSON.stringify({ bytes }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      }
      return realFetch(input, init);
    };
  }, options.holdDownloads ?? 0);
  return asked;
}

async function open(
  options: {
    theme?: "dark" | "light";
    width?: number;
    failPing?: number;
    holdPings?: number;
    holdDownloads?: number;
  } = {},
) {
  let blocked: string[] = [];
  let asked = { pings: 0, downloads: 0, uploads: 0 };
  const opened = await openPage("/tools/speed-test", {
    theme: options.theme,
    viewport: options.width ? { width: options.width, height: 800 } : undefined,
    setup: async (context) => {
      blocked = await stayOffline(context);
      asked = await fakeSpeedTest(context, options);
    },
  });
  return { ...opened, blocked: () => blocked, asked: () => asked };
}

/** A full five-region run through the browser's request interception takes a while here. */
const FULL_RUN_MS = 150_000;

const regions = ["Singapore", "United States", "United Kingdom", "Japan", "Australia"];

describe("Speed Test", () => {
  it("is idle until started: the Start button, the note about data, no results", async () => {
    const { page, asked } = await open();
    const start = page.getByRole("button", { name: "Start Speed Test" });
    expect(await start.isEnabled()).toBe(true);
    expect(await page.getByRole("status").first().innerText()).toMatch(/^Five regions are tested/);
    expect(await page.locator("[data-testid^=region-]").count()).toBe(0);
    expect(asked()).toEqual({ pings: 0, downloads: 0, uploads: 0 });
    expect(await page.getByRole("link", { name: "See Plans & Pricing" }).getAttribute("href")).toBe(
      "/pricing",
    );
  });

  it(
    "tests region by region with the button disabled, then shows every region's figures",
    async () => {
      const { page, asked, blocked } = await open({ holdPings: 150 });
      await page.getByRole("button", { name: "Start Speed Test" }).click();
      const testing = page.getByRole("button", { name: "Testing Singapore..." });
      await testing.waitFor();
      expect(await testing.isDisabled()).toBe(true);
      await page
        .getByRole("status")
        .filter({ hasText: "Measuring latency to Singapore…" })
        .waitFor();
      await page
        .getByRole("button", { name: "Testing United States..." })
        .waitFor({ timeout: 20_000 });
      await page.getByText("Speed test complete.").waitFor({ timeout: FULL_RUN_MS });
      expect(await page.getByRole("button", { name: "Run Speed Test Again" }).isEnabled()).toBe(
        true,
      );
      const cards = page.locator("[data-testid^=region-]");
      expect(await cards.locator("h3").allInnerTexts()).toEqual(regions);
      for (const text of await cards.allInnerTexts()) {
        expect(text).toContain("Server: this site's server");
        expect(text).toMatch(/Download\s+[\d.]+\s+Mbps/);
        expect(text).toMatch(/Upload\s+[\d.]+\s+Mbps/);
        expect(text).toMatch(/Ping\s+[\d.]+ ms/);
        expect(text).toMatch(/Jitter\s+[\d.]+ ms/);
      }
      // Per region: 1 + 10 pings; per direction a warm-up and at least one rung, at most
      // a warm-up, six rungs and three repeats of 25 MB (how far it climbs depends on timing),
      // then a round of four parallel streams.
      expect(asked().pings).toBe(55);
      for (const count of [asked().downloads, asked().uploads]) {
        expect(count).toBeGreaterThanOrEqual(5 * (2 + 4));
        expect(count).toBeLessThanOrEqual(5 * (10 + 4));
      }
      expect(blocked()).toEqual([]);
    },
    FULL_RUN_MS,
  );

  it("stops at the first failed region with the spec's message, keeping earlier results", async () => {
    const { page, asked } = await open({ failPing: 12 });
    await page.getByRole("button", { name: "Start Speed Test" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toContain(
      "Failed to test United States. Please try again later.",
    );
    // The server's JSON message, not its raw body.
    expect(await alert.innerText()).toContain("503: down");
    expect(await alert.innerText()).not.toContain('{"message"');
    expect(await page.getByTestId("region-SG").innerText()).toMatch(/Download\s+[\d.]+\s+Mbps/);
    expect(await page.getByTestId("region-GB").innerText()).toContain("Waiting");
    expect(asked().pings).toBe(12);
    expect(await page.getByRole("button", { name: "Run Speed Test Again" }).isEnabled()).toBe(true);
  });

  it("says the servers did not load when their list fails, never that a region failed", async () => {
    const { page, context, asked } = await open();
    await fakeJson(context, "**/api/speedtest/servers", 500, { message: "Internal Server Error" });
    await page.getByRole("button", { name: "Start Speed Test" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor({ timeout: 30_000 });
    const text = await alert.innerText();
    expect(text).toContain("Could not load the speed test servers. Please try again later.");
    expect(text).not.toContain("Failed to test");
    expect(asked().pings).toBe(0);
    expect(await page.getByRole("button", { name: "Run Speed Test Again" }).isEnabled()).toBe(true);
  });

  it("shows one notice in place of the results, not one per region, when the cards' code cannot load", async () => {
    const { page, context } = await open({ holdPings: 150 });
    await context.route(/\/assets\/region-card-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole("button", { name: "Start Speed Test" }).click();
    const notice = page.getByRole("alert").filter({ hasText: CODE_LOAD_ERROR_TEXT });
    await notice.waitFor();
    // The five cards are due at once: each showed its own notice, inside the list, before.
    expect(await notice.count()).toBe(1);
    expect(await page.getByRole("list", { name: "Results by region" }).count()).toBe(0);
    expect(await notice.getByRole("button", { name: "Reload the page" }).count()).toBe(1);
    // The run itself goes on.
    expect(await page.getByRole("button", { name: "Stop" }).isEnabled()).toBe(true);
  });

  it.each(["dark", "light"] as const)(
    "has no axe violations with results (%s)",
    async (theme) => {
      const { page } = await open({ theme });
      await page.getByRole("button", { name: "Start Speed Test" }).click();
      await page.getByText("Speed test complete.").waitFor({ timeout: FULL_RUN_MS });
      await expectNoAxeViolations(page);
    },
    FULL_RUN_MS,
  );

  it(
    "fits a 375 px screen with results",
    async () => {
      const { page } = await open({ width: 375 });
      await page.getByRole("button", { name: "Start Speed Test" }).click();
      await page.getByText("Speed test complete.").waitFor({ timeout: FULL_RUN_MS });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    },
    FULL_RUN_MS,
  );

  it(
    "shows 1 of 5 progress and a live Mbps figure, and Stop keeps what was measured",
    async () => {
      const { page } = await open({ holdDownloads: 150 });
      await page.getByRole("button", { name: "Start Speed Test" }).click();
      const progress = page.getByTestId("speed-progress");
      await progress.waitFor();
      expect(await progress.innerText()).toContain("1 of 5");
      await page
        .getByTestId("live-mbps")
        .filter({ hasText: /^[\d.]+ Mbps now$/ })
        .waitFor();
      await page
        .getByRole("button", { name: "Testing United States..." })
        .waitFor({ timeout: 30_000 });
      expect(await progress.innerText()).toContain("2 of 5");
      await page.getByRole("button", { name: "Stop" }).click();
      await page.getByText("Speed test stopped.").waitFor();
      expect(await page.getByTestId("region-SG").innerText()).toMatch(/Download\s+[\d.]+\s+Mbps/);
      expect(await page.getByTestId("region-SG").innerText()).toMatch(
        /Download over (one stream|4 parallel streams)/,
      );
      expect(await page.getByTestId("region-US").innerText()).toContain("Waiting");
      expect(await page.getByRole("button", { name: "Stop" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Run Speed Test Again" }).isEnabled()).toBe(
        true,
      );
    },
    FULL_RUN_MS,
  );

  it(
    "shares a finished result as a signed link that opens read-only",
    async () => {
      const { page, context } = await open();
      await page.getByRole("button", { name: "Start Speed Test" }).click();
      await page.getByText("Speed test complete.").waitFor({ timeout: FULL_RUN_MS });
      const download = await page
        .getByTestId("region-JP")
        .locator("span.text-lg")
        .first()
        .innerText();
      await page.getByRole("button", { name: "Share result" }).click();
      const link = await page.getByTestId("share-link").inputValue();
      expect(link).toMatch(/\/tools\/speed-test#r=[\w-]+\.[\w-]+$/);
      const shared = await context.newPage();
      await shared.goto(link);
      const view = shared.getByTestId("shared-speed-test");
      await view.getByTestId("region-JP").waitFor();
      expect(await view.getByTestId("region-JP").locator("span.text-lg").first().innerText()).toBe(
        download,
      );
      expect(await shared.getByRole("button", { name: "Start Speed Test" }).count()).toBe(0);
      expect(await view.getByRole("button", { name: "Copy Japan result" }).count()).toBe(1);
    },
    FULL_RUN_MS,
  );

  it("shows the result of the link in the address bar when another link is opened in the same tab", async () => {
    const link = async (code: string) => {
      const made = await fetch(`${baseUrl()}/api/share`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseUrl() },
        body: JSON.stringify({
          kind: "speed-test",
          result: {
            regions: [{ code, ping: 12, jitter: 1, download: 90, upload: 40, streams: 4 }],
          },
        }),
      });
      return ((await made.json()) as { token: string }).token;
    };
    const { page } = await openPage(`/tools/speed-test#r=${await link("JP")}`);
    const view = page.getByTestId("shared-speed-test");
    await view.getByTestId("region-JP").waitFor();
    // A second link pasted into the same tab changes only the fragment: no new document.
    await page.evaluate((token) => (window.location.hash = `r=${token}`), await link("GB"));
    await view.getByTestId("region-GB").waitFor();
    expect(await view.getByTestId("region-JP").count()).toBe(0);
  });

  it.each(["dark", "light"] as const)(
    "shows a shared result with every region at the largest figures on a 375 px screen (%s)",
    async (theme) => {
      const regions = ["SG", "US", "GB", "JP", "AU"].map((code) => ({
        code,
        ping: 99_999.9,
        jitter: 99_999.9,
        download: 100_000,
        upload: 100_000,
        streams: 16,
      }));
      const made = await fetch(`${baseUrl()}/api/share`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseUrl() },
        body: JSON.stringify({ kind: "speed-test", result: { regions } }),
      });
      expect(made.status).toBe(201);
      const { token } = (await made.json()) as { token: string };
      const { page } = await openPage(`/tools/speed-test#r=${token}`, {
        theme,
        viewport: { width: 375, height: 800 },
      });
      await page.getByTestId("shared-speed-test").getByTestId("region-AU").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      await expectNoAxeViolations(page);
    },
  );
});
