/**
 * Pages that hydrate on intent load no JavaScript until the visitor reaches for a control
 * (decision 022), and pages that hydrate after load none before their load event: what they do
 * before and after, as a visitor would see it. Each
 * test opens its page with `hydrate: false`, so nothing but the test's own actions starts the
 * app.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { placeholderCover } from "~/copy/blog/authors";
import { KEPT_LINK_TIMEOUT_MS } from "~/lib/static-output/hydrate-on-intent";
import {
  closeAll,
  documentRequests,
  layoutShiftTotal,
  openHeld,
  openPage,
  waitForHydration,
} from "./harness";

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

/**
 * What a held page's form did before hydration sent nothing (no page load, no query string:
 * what was typed never reached a URL); then the app is let in, and `submit` becomes usable.
 */
async function expectNothingSentThenHydrate(
  held: { page: Page; release: () => void },
  documents: string[],
  submit: Locator,
) {
  const { page, release } = held;
  await page.waitForTimeout(300);
  expect(await isHydrated(page)).toBe(false);
  expect(documents).toEqual([]);
  expect(new URL(page.url()).search).toBe("");
  release();
  await waitUntilHydrated(page);
  await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
}

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
    const cover = page.locator("article img[fetchpriority=high]");
    await expect.poll(() => cover.getAttribute("src"), { timeout: 10_000 }).toBe(placeholderCover);
  });

  it("nothing keeps animating once the covers have loaded, though the app has not started", async () => {
    for (const path of [article, "/blog"]) {
      const { page } = await openPage(path, { hydrate: false });
      expect(await page.locator("main img").count()).toBeGreaterThan(0);
      // Every image, the lazy ones below the first screen too, loaded without the app.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll("main img")].map(
              (image) => (image as HTMLImageElement).naturalWidth > 0,
            ),
          ),
        )
        .not.toContain(false);
      // A loading pulse left running behind a loaded cover repaints every frame, unseen. (A
      // transition the scroll started ends by itself: only endless animations count.)
      const endless = () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations === Infinity).length;
      expect(await page.evaluate(endless)).toBe(0);
      expect(await isHydrated(page)).toBe(false);
    }
  });
});

/**
 * Whether the full stylesheet is applied, read through a class the page's own HTML does not use
 * (so its inline CSS has no rule for it) and the app's menu overlay does: `fixed`.
 */
const fullStylesheet = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>("link[data-deferred-style]");
    const probe = document.createElement("div");
    probe.className = "fixed";
    document.body.append(probe);
    const position = getComputedStyle(probe).position;
    probe.remove();
    return { timing: link?.dataset.deferredStyle, media: link?.media, position };
  });

/**
 * Every element's computed style with the page's CSS as it is, then with the full stylesheet
 * switched on, in one task (so nothing the app does comes between): the elements that differ,
 * with the first property that does. Empty when the inline CSS styles everything in the page.
 */
const unstyledByInlineCss = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>("link[data-deferred-style]");
    if (!link?.sheet) throw new Error("the full stylesheet has not loaded");
    const elements = [...document.body.querySelectorAll("*")];
    const styles = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        // Custom properties count through the properties that read them.
        return Array.from(style)
          .filter((name) => !name.startsWith("--"))
          .map((name) => `${name}: ${style.getPropertyValue(name)}`);
      });
    const before = styles();
    link.media = "all";
    const after = styles();
    link.media = "print";
    return elements.flatMap((element, index) => {
      const changed = before[index]?.find((line, at) => line !== after[index]?.[at]);
      const classes = element.getAttribute("class") ?? "";
      return changed ? [`<${element.localName} class="${classes}"> ${changed}`] : [];
    });
  });

describe("the full stylesheet, on a tool that runs as it loads", () => {
  const tools = [
    "/tools/ip-checker",
    "/tools/dns-leak",
    "/tools/webrtc-leak",
    "/tools/latency-map",
    "/tools/password-generator",
    "/tools/web-proxy",
  ];

  it.each(tools)(
    "%s: the inline CSS styles what the app renders alone; the stylesheet waits",
    async (path) => {
      const { page } = await openPage(path, {
        hydrate: false,
        viewport: { width: 375, height: 740 },
      });
      // What the app does without the visitor: it starts, then measures (answered or failed).
      await waitUntilHydrated(page);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      expect(await fullStylesheet(page)).toMatchObject({ timing: "intent", media: "print" });
      expect(await unstyledByInlineCss(page)).toEqual([]);
    },
  );

  it("is switched on by the visitor's first reach for a control, before the app handles it", async () => {
    const { page, consoleErrors } = await openPage("/tools/ip-checker", {
      hydrate: false,
      viewport: { width: 375, height: 740 },
    });
    await waitUntilHydrated(page);
    await page.getByTestId("ip-result").waitFor({ timeout: 10_000 });
    expect((await fullStylesheet(page)).media).toBe("print");
    // Scrolling and reading switch nothing on.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect((await fullStylesheet(page)).media).toBe("print");
    // A pointer over the menu button does, and the menu the app then renders is styled.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor({ timeout: 15_000 });
    expect(await fullStylesheet(page)).toMatchObject({ timing: "intent", media: "all" });
    const overlay = page.locator("[data-slot=sheet-overlay]");
    expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    expect(consoleErrors).toEqual([]);
  });

  it("is switched on by a key, and by moving back or forward in history", async () => {
    const { page } = await openPage("/tools/latency-map", { hydrate: false });
    await waitUntilHydrated(page);
    expect((await fullStylesheet(page)).media).toBe("print");
    await page.keyboard.press("Tab");
    await expect.poll(async () => (await fullStylesheet(page)).media).toBe("all");

    const second = await openPage("/tools/password-generator", { hydrate: false });
    await waitUntilHydrated(second.page);
    expect((await fullStylesheet(second.page)).media).toBe("print");
    await second.page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect((await fullStylesheet(second.page)).media).toBe("all");
  });
});

describe("the scroll position, on a page whose app starts later", () => {
  const historyState = (page: Page) =>
    page.evaluate(() => window.history.state as { key?: string } | null);
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it("a fresh page writes nothing to its history entry; the app keys it as it starts", async () => {
    const { page, consoleErrors } = await openPage(legalPage, { hydrate: false });
    expect(await historyState(page)).toBeNull();
    await waitForHydration(page);
    expect((await historyState(page))?.key).toMatch(/^[0-9a-v]{6,}$/);
    expect(consoleErrors).toEqual([]);
  });

  it("is back after a reload once the app has run, before the app starts again", async () => {
    const { page, context, consoleErrors } = await openPage(legalPage);
    const key = (await historyState(page))?.key;
    await page.evaluate(() => window.scrollTo(0, 1500));
    // The browser's own restoration off in the reloaded document: only the position the app
    // saved, restored by the page's script as it is parsed, can bring the visitor back.
    await context.addInitScript(() => (window.history.scrollRestoration = "manual"));
    await page.reload({ waitUntil: "load" });
    expect(await isHydrated(page)).toBe(false);
    expect((await historyState(page))?.key).toBe(key);
    expect(await scrollY(page)).toBe(1500);
    expect(consoleErrors).toEqual([]);
  });

  it("is back after leaving for another document and returning", async () => {
    const { page, consoleErrors } = await openPage(legalPage);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.goto("/legal/terms", { waitUntil: "load" });
    await page.goBack({ waitUntil: "load" });
    expect(new URL(page.url()).pathname).toBe(legalPage);
    await expect.poll(() => scrollY(page)).toBe(1200);
    expect(consoleErrors).toEqual([]);
  });
});

describe("the full stylesheet, when the inline CSS already styles the whole page", () => {
  it("is left to the app: a reader never restyles the page with it", async () => {
    const { page, consoleErrors } = await openPage(legalPage, {
      hydrate: false,
      viewport: { width: 375, height: 740 },
    });
    await page.waitForTimeout(1000);
    // Loaded (for print, and ready for the app), but not applied to the screen.
    expect(await fullStylesheet(page)).toEqual({
      timing: "app",
      media: "print",
      position: "static",
    });
    expect(await isHydrated(page)).toBe(false);
    // The app applies it before it hydrates, so the menu it renders is styled.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor({ timeout: 15_000 });
    expect(await fullStylesheet(page)).toEqual({ timing: "app", media: "all", position: "fixed" });
    const overlay = page.locator("[data-slot=sheet-overlay]");
    expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    expect(consoleErrors).toEqual([]);
  });

  // Every template whose content below its first section is on a desktop's first screen; the
  // landing page's first section fills it. /privacy-guides' filters and first cards jumped
  // into their grid when the full stylesheet came (0.12) while its inline CSS covered only
  // the section with the h1.
  it.each([
    "/pricing",
    "/features",
    "/faq",
    "/blog",
    article,
    "/blog/wireguard-vs-openvpn-vs-ikev2",
    "/locations/us-new-york",
    legalPage,
    "/privacy-guides",
    "/tools",
    "/checkout/personal/yearly",
  ])("%s on a desktop moves nothing when the full stylesheet comes late", async (path) => {
    const { page } = await openPage(path, {
      hydrate: false,
      setup: (context) =>
        context.route(/\/assets\/.+\.css$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        }),
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>("link[data-deferred-style]")].every(
        (link) => link.sheet !== null,
      ),
    );
    await waitForHydration(page);
    expect((await fullStylesheet(page)).media).toBe("all");
    expect(await layoutShiftTotal(page, 300)).toBeLessThan(0.01);
  });

  it("applies at load without the app where the inline CSS covers the first screen only", async () => {
    const { page, consoleErrors } = await openPage("/", { hydrate: false });
    const scripts = scriptRequests(page);
    await expect
      .poll(() => fullStylesheet(page), { timeout: 10_000 })
      .toEqual({ timing: "load", media: "all", position: "fixed" });
    expect(scripts).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
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
    // Held back: the click focuses the radio button, which starts the app, and on a fast
    // machine the app could otherwise hydrate before the first check (one CI run did).
    const { page, release } = await openHeld("/");
    await page.locator('label[for="testimonials-social"], label:has(#testimonials-social)').click();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.locator("#testimonials-social").isChecked()).toBe(true);
    release();
    await waitUntilHydrated(page);
    await page.waitForTimeout(800);
    expect(await page.locator("#testimonials-social").isChecked()).toBe(true);
  });
});

describe("searches, tabs and filters before hydration", () => {
  it("text typed into the locations search is kept and filters once the app is there", async () => {
    const { page, release, consoleErrors } = await openHeld("/locations");
    const box = page.getByRole("searchbox", { name: "Search locations" });
    await box.pressSequentially("tokyo");
    expect(await isHydrated(page)).toBe(false);
    expect(await box.inputValue()).toBe("tokyo");
    release();
    await waitUntilHydrated(page);
    const status = page.getByRole("status");
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe("1 location found");
    expect(new URL(page.url()).searchParams.get("q")).toBe("tokyo");
    // Later renders do not put the app's empty query back into the box.
    await page.waitForTimeout(800);
    expect(await box.inputValue()).toBe("tokyo");
    expect(await status.textContent()).toBe("1 location found");
    expect(consoleErrors).toEqual([]);
  });

  it("a query string starts the app at once: the prerendered page cannot show what it asks", async () => {
    const { page, consoleErrors } = await openPage("/locations?q=tokyo", { hydrate: false });
    await page.waitForFunction(() => "__reactRouterRouteModules" in window, undefined, {
      timeout: 10_000,
    });
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 10_000 })
      .toBe("1 location found");
    expect(consoleErrors).toEqual([]);
  });

  it("the help search answers what was typed before hydration", async () => {
    const { page, release } = await openHeld("/support");
    await page.getByRole("searchbox", { name: "Search the help center" }).fill("payment methods");
    release();
    await waitUntilHydrated(page);
    await expect
      .poll(() => page.getByText(/answers? found for “payment methods”/).textContent(), {
        timeout: 10_000,
      })
      .toBe("1 answer found for “payment methods”");
  });

  it("a tools tab clicked before hydration becomes the app's navigation: no reload, no jump", async () => {
    const { page, release, consoleErrors } = await openHeld("/tools");
    const documents = documentRequests(page);
    const security = page
      .getByRole("navigation", { name: "Filter tools by category" })
      .getByRole("link", { name: "Security", exact: true });
    await page.evaluate(() => window.scrollTo(0, 250));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await security.click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");
    release();
    await page.waitForURL("**/tools?category=security", { timeout: 10_000 });
    await page.getByText("2 tools").waitFor();
    expect(await security.getAttribute("aria-current")).toBe("true");
    expect(documents).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(consoleErrors).toEqual([]);
  });

  it("a kept link is followed as a plain link if the app never comes", async () => {
    const { page } = await openHeld("/tools", { setup: (context) => context.clock.install() });
    const documents = documentRequests(page);
    await page
      .getByRole("navigation", { name: "Filter tools by category" })
      .getByRole("link", { name: "Security", exact: true })
      .click();
    await page.clock.runFor(KEPT_LINK_TIMEOUT_MS - 1000);
    expect(documents).toEqual([]);
    await page.clock.runFor(1000);
    await page.waitForURL("**/tools?category=security", { timeout: 10_000 });
    // The server renders the tab, so the page is right without the app.
    expect(await page.locator("main ul li h2").allTextContents()).toEqual([
      "Password Strength Checker",
      "Password Generator",
    ]);
    expect(await isHydrated(page)).toBe(false);
  });

  it("the directory: a search, a switch and a chip before hydration all apply, in order", async () => {
    const { page, release, consoleErrors } = await openHeld("/privacy-guides");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("searchbox", { name: "Search tools" }).fill("chat");
    await filters.getByRole("switch", { name: "Audited Only" }).click();
    const ios = filters.getByRole("button", { name: "iOS", exact: true });
    await ios.click();
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitUntilHydrated(page);
    await expect
      .poll(() => new URL(page.url()).searchParams.toString(), { timeout: 10_000 })
      .toMatch(/^(?=.*q=chat)(?=.*audited=1)(?=.*platform=ios)/);
    // The URL leads; the controls follow with the render after it.
    await expect.poll(() => ios.getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(() =>
        filters.getByRole("switch", { name: "Audited Only" }).getAttribute("aria-checked"),
      )
      .toBe("true");
    expect(consoleErrors).toEqual([]);
  });
});

describe("tools that start with the visitor", () => {
  it("a password typed and shown before hydration is the one the checker has after it", async () => {
    const held = await openHeld("/tools/password-checker");
    const { page, consoleErrors } = held;
    const field = page.getByLabel("Password", { exact: true });
    await field.pressSequentially("Tr0ub4dor&3xyz");
    // Enter cannot send the form natively (its submit button is disabled in the markup), and
    // the show button is a plain button inside the form: kept, not submitted. The password
    // never reaches a URL.
    const documents = documentRequests(page);
    await field.press("Enter");
    await page.getByRole("button", { name: "Show password" }).click();
    await expectNothingSentThenHydrate(
      held,
      documents,
      page.getByRole("button", { name: "Check Password" }),
    );
    expect(await field.getAttribute("type")).toBe("text");
    expect(await field.inputValue()).toBe("Tr0ub4dor&3xyz");
    expect(consoleErrors).toEqual([]);
  });

  it("a search and a region chosen before hydration both filter, one after the other", async () => {
    const { page, release, consoleErrors } = await openHeld("/tools/vpn-accessibility");
    await page.getByLabel("Search countries").fill("united");
    await page.getByLabel("Region").selectOption("Middle East");
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitUntilHydrated(page);
    const cards = page.getByTestId("country-cards").locator("> li h2");
    await expect
      .poll(() => cards.allInnerTexts(), { timeout: 10_000 })
      .toEqual(["United Arab Emirates"]);
    const params = new URL(page.url()).searchParams;
    expect(params.get("region")).toBe("Middle East");
    expect(params.get("q")).toBe("united");
    expect(consoleErrors).toEqual([]);
  });

  it("the speed test's start button pressed before hydration starts the test after it", async () => {
    const pings: string[] = [];
    const { page, release } = await openHeld("/tools/speed-test", {
      // Pings are counted and never answered: the test stays running for the checks below.
      setup: (context) =>
        context.route("**/api/speedtest/ping*", (route) => {
          pings.push(route.request().url());
        }),
    });
    await page.getByRole("button", { name: "Start Speed Test" }).click();
    await page.waitForTimeout(300);
    expect(pings).toEqual([]);
    release();
    await waitUntilHydrated(page);
    await page.getByRole("button", { name: "Stop" }).waitFor({ timeout: 10_000 });
    await expect.poll(() => pings.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it("a shared result's link (#r=…) starts the app at once; a plain #fragment does not", async () => {
    const plain = await openPage("/tools/speed-test#main", { hydrate: false });
    await plain.page.waitForTimeout(1500);
    expect(await isHydrated(plain.page)).toBe(false);

    const shared = await openPage("/tools/speed-test#r=not.valid", { hydrate: false });
    await shared.page.waitForFunction(() => "__reactRouterRouteModules" in window, undefined, {
      timeout: 10_000,
    });
    // The app read the fragment: the live test's start button gave way to the shared view.
    await expect
      .poll(() => shared.page.getByRole("button", { name: "Start Speed Test" }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
  });
});

describe("tools that measure as the page loads (after load)", () => {
  it("load their JavaScript once the page has loaded, then measure without being asked", async () => {
    const { page, response, consoleErrors } = await openPage("/tools/ip-checker", {
      hydrate: false,
    });
    // The document as served preloads nothing (the app adds its preloads when it starts).
    expect(await response?.text()).not.toContain('rel="modulepreload"');
    const result = page.getByTestId("ip-result");
    await result.waitFor({ timeout: 10_000 });
    expect(await result.locator("dd").first().textContent()).toBe("127.0.0.1");
    // Every script was requested after the document's load event: none competed with the
    // first paint for the connection.
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      return {
        loadEventStart: navigation?.loadEventStart ?? Infinity,
        scripts: scripts.length,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEventStart);
    expect(consoleErrors).toEqual([]);
  });

  it("the web proxy: Enter before hydration reloads nothing; what was typed is kept", async () => {
    const held = await openHeld("/tools/web-proxy");
    const { page, consoleErrors } = held;
    const field = page.getByLabel("Web address");
    const documents = documentRequests(page);
    await field.fill("example.com");
    await field.press("Enter");
    await expectNothingSentThenHydrate(
      held,
      documents,
      page.getByRole("button", { name: "Connect" }),
    );
    expect(await field.inputValue()).toBe("example.com");
    expect(consoleErrors).toEqual([]);
  });
});

describe("checkout before hydration", () => {
  it("a period, an email and the terms chosen before hydration are the order's after it", async () => {
    const held = await openHeld("/checkout/personal/yearly");
    const { page, consoleErrors } = held;
    const documents = documentRequests(page);
    const month = page.getByRole("radio", { name: /1 Month/ });
    await month.check();
    const email = page.getByLabel("Email address");
    await email.fill("ana@example.com");
    await page.getByRole("checkbox").check();
    // Enter cannot send the form natively (its submit button is disabled until the app is
    // there): the address never reaches a URL.
    await email.press("Enter");
    await expectNothingSentThenHydrate(
      held,
      documents,
      page.getByRole("button", { name: "Complete Order" }),
    );
    await expect
      .poll(() => page.getByTestId("summary-billing").textContent())
      .toMatch(/every month$/);
    expect(await month.isChecked()).toBe(true);
    expect(await email.inputValue()).toBe("ana@example.com");
    expect(await page.getByRole("checkbox").isChecked()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

describe("a page with interactive parts of its own", () => {
  it("still loads its JavaScript with the page and hydrates without being asked", async () => {
    const { page, consoleErrors } = await openPage("/admin/login", { hydrate: false });
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => "__umbraIntent" in window)).toBe(false);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window, undefined, {
      timeout: 10_000,
    });
    expect(consoleErrors).toEqual([]);
  });
});
