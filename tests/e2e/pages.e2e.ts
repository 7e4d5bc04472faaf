/**
 * The content pages in a real browser: each loads with its heading, without console errors,
 * without axe violations in either theme and without sideways scrolling at 375 px; the
 * single-open accordions, both kinds of tabs (mouse and keyboard), the help search, the
 * buttons' destinations, structured data and the conflicting claims the spec keeps.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { getPage } from "~/copy/pages";
import {
  baseUrl,
  closeAll,
  documentRequests,
  expectNoAxeViolations,
  hydrationDataOf,
  openPage,
} from "./harness";

afterAll(closeAll);

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const contentPages = [
  "/",
  "/features",
  "/support",
  "/about",
  "/contact",
  "/security",
  "/business",
  "/what-is-vpn",
  "/personal-vpn",
  "/vpn-for-gaming",
  "/why-umbra",
  "/how-to-use",
  "/faq",
  "/legal/terms",
  "/legal/privacy",
  "/legal/refund",
  "/legal/acceptable-use",
  "/legal/cookies",
  "/launch-checklist",
] as const;

const openStates = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLDetailsElement).open));

describe.each(contentPages)("%s", (path) => {
  it("loads with its heading, no console errors and no axe violations (dark, desktop)", async () => {
    const { page, response, consoleErrors } = await openPage(path, {
      viewport: desktop,
      theme: "dark",
    });
    expect(response?.status()).toBe(200);
    expect((await page.locator("h1").textContent())?.trim()).toBe(getPage(path).heading);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("fits 375 px without sideways scrolling and has no axe violations (light)", async () => {
    const { page } = await openPage(path, { viewport: phone, theme: "light" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await expectNoAxeViolations(page);
  });
});

describe("single-open accordions", () => {
  it.each([
    ["/", "details[name=home-faq]"],
    ["/faq", "details[name=faq]"],
    ["/how-to-use", "details[name=troubleshooting]"],
  ])("%s opens one item at a time, and an open item closes again", async (path, selector) => {
    const { page } = await openPage(path, { viewport: desktop });
    const items = page.locator(selector);
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(await openStates(page, selector)).toEqual(Array(count).fill(false));

    await items.nth(0).locator("summary").click();
    expect((await openStates(page, selector))[0]).toBe(true);
    await items
      .nth(count - 1)
      .locator("summary")
      .click();
    const afterSecond = await openStates(page, selector);
    expect(afterSecond.filter(Boolean)).toHaveLength(1);
    expect(afterSecond[count - 1]).toBe(true);

    await items
      .nth(count - 1)
      .locator("summary")
      .press("Enter");
    expect(await openStates(page, selector)).toEqual(Array(count).fill(false));
  });
});

describe("landing testimonial tabs (CSS only)", () => {
  const panel = (page: Page, id: string) => page.locator(`[data-testimonials=${id}]`);

  it("shows customer reviews first and switches source by mouse", async () => {
    const { page } = await openPage("/", { viewport: desktop });
    expect(await panel(page, "customers").isVisible()).toBe(true);
    expect(await panel(page, "social").isVisible()).toBe(false);
    await expect.poll(() => panel(page, "customers").getByText("Rated 5 out of 5").count()).toBe(2);

    await page.getByText("Social Media", { exact: true }).click();
    expect(await panel(page, "social").isVisible()).toBe(true);
    expect(await panel(page, "customers").isVisible()).toBe(false);
    expect(await panel(page, "social").getByText("u/quietpacket").isVisible()).toBe(true);
  });

  it("switches source with the arrow keys", async () => {
    const { page } = await openPage("/", { viewport: desktop });
    await page.getByRole("radio", { name: "Customer Reviews" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Social Media" }).isChecked()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await panel(page, "editorial").isVisible()).toBe(true);
    expect(await panel(page, "editorial").getByText("The Privacy Ledger").isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await panel(page, "customers").isVisible()).toBe(true);
  });

  it("works without JavaScript", async () => {
    const { page } = await openPage("/", { viewport: desktop, javaScriptEnabled: false });
    await page.getByText("Editorial Reviews", { exact: true }).click();
    expect(await panel(page, "editorial").isVisible()).toBe(true);
  });
});

describe("setup guide tabs", () => {
  const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

  it("has every platform's steps and every tip in the prerendered HTML, once (issue 18)", async () => {
    const html = await (await fetch(`${baseUrl()}/how-to-use`)).text();
    const hydrationData = hydrationDataOf(html);
    for (const text of [
      "OpenVPN Connect for Windows",
      "Tunnelblick",
      "Create from QR code",
      "Always-on VPN",
      "wg-quick@umbra",
      "certificate checks fail when the clock is wrong",
    ]) {
      expect(html, text).toContain(text);
      expect(hydrationData, text).not.toContain(text);
    }
    expect(html.split("certificate checks fail when the clock is wrong").length - 1).toBe(1);
    // The tabs' labels are the data React needs.
    expect(hydrationData).toContain("Linux");
  });

  it("after a client-side navigation, shows the steps and tips from the page's own document", async () => {
    const { page } = await openPage("/support", { viewport: desktop });
    const documents = documentRequests(page);
    await page.getByRole("button", { name: "Why won't the VPN connect?" }).click();
    await page.getByRole("link", { name: "See troubleshooting tips" }).click();
    await page.waitForURL("**/how-to-use#troubleshooting");
    const firstTopic = page.locator("details[name=troubleshooting]").first();
    await firstTopic.locator("summary").click({ timeout: 10_000 });
    expect(await firstTopic.textContent()).toContain("certificate checks fail");
    await tab(page, "Linux").click();
    const linux = page.getByRole("tabpanel", { name: "Linux" });
    expect(await linux.getByText("sudo wg-quick up umbra", { exact: true }).isVisible()).toBe(true);
    expect(documents).toEqual([]);
  });

  it("selects a platform by mouse", async () => {
    const { page } = await openPage("/how-to-use", { viewport: desktop });
    expect(await tab(page, "Windows").getAttribute("aria-selected")).toBe("true");
    await tab(page, "Linux").click();
    expect(await tab(page, "Linux").getAttribute("aria-selected")).toBe("true");
    expect(await tab(page, "Windows").getAttribute("aria-selected")).toBe("false");
    const linux = page.getByRole("tabpanel", { name: "Linux" });
    expect(await linux.getByText("sudo wg-quick up umbra", { exact: true }).isVisible()).toBe(true);
    expect(await page.locator("#guide-windows-panel").isVisible()).toBe(false);
    await expectNoAxeViolations(page);
  });

  it("moves selection and focus with arrows, Home and End, wrapping around", async () => {
    const { page } = await openPage("/how-to-use", { viewport: desktop });
    await tab(page, "Windows").focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("macOS");
    expect(await tab(page, "macOS").getAttribute("aria-selected")).toBe("true");
    expect(await tab(page, "macOS").getAttribute("tabindex")).toBe("0");
    expect(await tab(page, "Windows").getAttribute("tabindex")).toBe("-1");
    await page.keyboard.press("End");
    expect(await focused()).toBe("Linux");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Windows");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe("Linux");
    await page.keyboard.press("Home");
    expect(await focused()).toBe("Windows");
    expect(await page.locator("#guide-windows-panel").isVisible()).toBe(true);
  });
});
