/**
 * Pages that hydrate on intent load no JavaScript until the visitor reaches for a control
 * (decision 022): what they do before and after, as a visitor would see it. Each
 * test opens its page with `hydrate: false`, so nothing but the test's own actions starts the
 * app.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { placeholderCover } from "~/copy/blog/authors";
import { closeAll, openPage } from "./harness";

afterAll(closeAll);

const legalPage = "/legal/privacy";
const article = "/blog/how-to-test-your-vpn-for-leaks";

/** Records the JavaScript files the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) urls.push(request.url());
  });
  return urls;
}

const isHydrated = (page: Page) => page.evaluate(() => "__reactRouterRouteModules" in window);
const waitUntilHydrated = (page: Page) => page.evaluate(() => window.__umbraIntent?.hydrated);
const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

describe("a page that hydrates on intent", () => {
  it("loads no JavaScript while the visitor only reads and scrolls", async () => {
    const { page, consoleErrors } = await openPage(legalPage, { hydrate: false });
    const scripts = scriptRequests(page);
    // What the page fetched while it loaded, then what it fetches from now on.
    const loadedAtFirst = await page.evaluate(
      () =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js")).length,
    );
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(1500);
    expect(loadedAtFirst).toBe(0);
    expect(scripts).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    // Its words and links are all there without the app.
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/Privacy/);
    expect(await page.locator('footer a[href="/legal/terms"]').count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  it("a click on the theme toggle before hydration switches the theme once, after hydrating", async () => {
    const { page, consoleErrors } = await openPage(legalPage, { hydrate: false, theme: "dark" });
    const scripts = scriptRequests(page);
    expect(await htmlClass(page)).toContain("dark");
    await page.locator('[data-slot="theme-toggle"]').click();
    await waitUntilHydrated(page);
    await expect.poll(() => htmlClass(page), { timeout: 10_000 }).toMatch(/(^|\s)light(\s|$)/);
    // Replayed once, not once by the app during hydration and again by the replay.
    await page.waitForTimeout(500);
    expect(await htmlClass(page)).toMatch(/(^|\s)light(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem("umbra-theme"))).toBe("light");
    expect(scripts.length).toBeGreaterThan(0);
    expect(await isHydrated(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("the keyboard works too: focus reaches the toggle, Enter switches the theme", async () => {
    const { page, consoleErrors } = await openPage(legalPage, { hydrate: false, theme: "light" });
    await page.locator('[data-slot="theme-toggle"]').focus();
    await page.keyboard.press("Enter");
    await waitUntilHydrated(page);
    await expect.poll(() => htmlClass(page), { timeout: 10_000 }).toMatch(/(^|\s)dark(\s|$)/);
    expect(consoleErrors).toEqual([]);
  });

  it("on a phone, tapping the menu button before hydration opens the menu", async () => {
    const { page, consoleErrors } = await openPage(legalPage, {
      hydrate: false,
      viewport: { width: 375, height: 740 },
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole("link", { name: "Get Started" }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("a pointer resting on a menu before hydration opens it once the app is there", async () => {
    const { page, consoleErrors } = await openPage(legalPage, { hydrate: false });
    const trigger = page.getByRole("button", { name: /Free Tools/ });
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    await trigger.hover();
    await waitUntilHydrated(page);
    await expect
      .poll(() => trigger.getAttribute("aria-expanded"), { timeout: 10_000 })
      .toBe("true");
    const panel = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
    await panel.getByRole("link", { name: /Speed Test/ }).waitFor({ timeout: 10_000 });
    expect(consoleErrors).toEqual([]);
  });

  it("a link followed before hydration is an ordinary page load", async () => {
    const { page, consoleErrors } = await openPage("/legal/terms", { hydrate: false });
    const navigation = page.waitForEvent("framenavigated");
    await page.locator('main a[href^="/legal/"], footer a[href="/legal/privacy"]').first().click();
    await navigation;
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toMatch(/^\/legal\//);
    expect(await isHydrated(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it("a page rendered per request (CSP by nonce, not hash) hydrates on intent too", async () => {
    const { page, response, consoleErrors } = await openPage("/locations/nowhere", {
      hydrate: false,
    });
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-/);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    await page.locator('[data-slot="theme-toggle"]').click();
    await waitUntilHydrated(page);
    expect(await isHydrated(page)).toBe(true);
    await expect.poll(() => htmlClass(page), { timeout: 10_000 }).toMatch(/(^|\s)light(\s|$)/);
    // A script the CSP refused would be reported here; the page's own 404 is.
    expect(consoleErrors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });

  it("an image that fails to load starts the app, which puts the placeholder in its place", async () => {
    const { page } = await openPage(article, {
      hydrate: false,
      setup: (context) =>
        context.route("**/images/blog/vpn-leak-test-guide.webp", (route) =>
          route.fulfill({ status: 404, body: "" }),
        ),
    });
    await waitUntilHydrated(page);
    const cover = page.locator("article img[fetchpriority=high], img[data-loaded]").first();
    await expect.poll(() => cover.getAttribute("src"), { timeout: 10_000 }).toBe(placeholderCover);
  });
});

describe("the plan selector before hydration (landing page and pricing)", () => {
  const periodChecked = (page: Page) =>
    page.locator('input[name$="-period"]:checked').getAttribute("value");

  it("a billing period chosen before hydration is the one the page shows after it", async () => {
    const { page, consoleErrors } = await openPage("/", { hydrate: false });
    const panel = page.getByRole("tabpanel").first();
    const yearly = await panel.innerText();
    expect(await periodChecked(page)).toBe("yearly");
    await page
      .locator("fieldset label")
      .filter({ hasText: /^Monthly$/ })
      .click();
    await waitUntilHydrated(page);
    // Hydration's first renders put the app's state back; the replayed choice outlasts them.
    await page.waitForTimeout(800);
    expect(await periodChecked(page)).toBe("monthly");
    expect(await panel.innerText()).not.toBe(yearly);
    expect(consoleErrors).toEqual([]);
  });

  it("a plan category tab clicked before hydration is selected after it", async () => {
    const { page, consoleErrors } = await openPage("/pricing", { hydrate: false });
    const second = page.getByRole("tab").nth(1);
    expect(await second.getAttribute("aria-selected")).toBe("false");
    await second.click();
    await waitUntilHydrated(page);
    await expect.poll(() => second.getAttribute("aria-selected"), { timeout: 10_000 }).toBe("true");
    expect(consoleErrors).toEqual([]);
  });

  it("the landing page's testimonial tabs (CSS only) switch at once and stay switched", async () => {
    const { page } = await openPage("/", { hydrate: false });
    await page.locator('label[for="testimonials-social"], label:has(#testimonials-social)').click();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.locator("#testimonials-social").isChecked()).toBe(true);
    await waitUntilHydrated(page);
    await page.waitForTimeout(800);
    expect(await page.locator("#testimonials-social").isChecked()).toBe(true);
  });
});

describe("a page with interactive parts of its own", () => {
  it("still loads its JavaScript with the page and hydrates without being asked", async () => {
    const { page, consoleErrors } = await openPage("/tools/password-generator", {
      hydrate: false,
    });
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => "__umbraIntent" in window)).toBe(false);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window, undefined, {
      timeout: 10_000,
    });
    expect(consoleErrors).toEqual([]);
  });
});
