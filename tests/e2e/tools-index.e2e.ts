import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  closeAll,
  delayDocumentFetch,
  documentRequests,
  expectNoAxeViolations,
  openPage,
  watchForEmpty,
} from "./harness";
import { speedTestNotes } from "../../app/copy/tool-copy/speed-test";
import { ipCheckerNotes } from "../../app/copy/tool-copy/ip-checker";

afterAll(closeAll);

const tab = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Filter tools by category" })
    .getByRole("link", { name, exact: true });

const cardTitles = async (page: Page) => page.locator("main ul li h2").allTextContents();

describe("/tools index", () => {
  it("lists every tool under All Tools, each with a Launch Tool link", async () => {
    const { page, consoleErrors } = await openPage("/tools");
    expect(await cardTitles(page)).toHaveLength(11);
    expect((await cardTitles(page))[0]).toBe("Connection Report");
    const launch = page.getByRole("link", { name: /^Launch Tool\W+DNS Leak Test$/ });
    expect(await launch.getAttribute("href")).toBe("/tools/dns-leak");
    expect(await page.getByRole("link", { name: /^Launch Tool/ }).count()).toBe(11);
    expect(await tab(page, "All Tools").getAttribute("aria-current")).toBe("true");
    expect(consoleErrors).toEqual([]);
  });

  it("filters by tab and keeps the tab in the URL", async () => {
    const { page } = await openPage("/tools");
    await tab(page, "Security").click();
    await page.waitForURL("**/tools?category=security");
    await page.getByText("2 tools").waitFor();
    expect(await cardTitles(page)).toEqual(["Password Strength Checker", "Password Generator"]);
    expect(await page.getByText("2 tools").isVisible()).toBe(true);
    await tab(page, "Privacy").click();
    await page.waitForURL("**/tools?category=privacy");
    await page.getByText("5 tools").waitFor();
    expect(await cardTitles(page)).toEqual([
      "Connection Report",
      "IP & Location Checker",
      "DNS Leak Test",
      "WebRTC Leak Test",
      "Web Proxy",
    ]);
    await page.goBack();
    await page.waitForURL("**/tools?category=security");
    await page.getByText("2 tools").waitFor();
    expect(await cardTitles(page)).toHaveLength(2);
  });

  it("renders the chosen tab on the server, so it works without JavaScript", async () => {
    const { page } = await openPage("/tools?category=connectivity", { javaScriptEnabled: false });
    expect(await cardTitles(page)).toEqual([
      "Speed Test",
      "Service Accessibility Checker",
      "Latency Map",
      "VPN Accessibility Score",
    ]);
  });

  it("ends with the call to action to /pricing", async () => {
    const { page } = await openPage("/tools");
    expect(await page.getByRole("link", { name: "See Plans & Pricing" }).getAttribute("href")).toBe(
      "/pricing",
    );
  });

  it("keeps a tool's notes and call to action as server markup, after client-side navigation too", async () => {
    const { page, consoleErrors } = await openPage("/tools");
    const documents = documentRequests(page);
    const after = page.locator("#tool-after");
    const launch = (tool: string) =>
      page.getByRole("link", { name: new RegExp(`^Launch Tool\\W+${tool}$`) }).click();
    // Fetched from each page's own document beside its data: its notes (with the DB-IP
    // credit where its data is shown), then the call to action. The navigation waits for
    // that document, however slow, so the tool is never drawn without them.
    await delayDocumentFetch(page, "/tools/ip-checker", 500);
    const sawEmpty = await watchForEmpty(page, "tool-after");
    await launch("IP & Location Checker");
    await page.waitForURL("**/tools/ip-checker");
    await page.getByRole("heading", { level: 1, name: "IP & Location Checker" }).waitFor();
    expect(await after.locator("h2").allTextContents()).toEqual([
      ipCheckerNotes.heading,
      "Keep every connection private",
    ]);
    expect(await sawEmpty()).toBe(false);
    expect(await after.getByRole("link", { name: "IP Geolocation by DB-IP" }).count()).toBe(1);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/tools");
    await launch("Speed Test");
    await page.waitForURL("**/tools/speed-test");
    await expect.poll(() => after.locator("h2").first().textContent()).toBe(speedTestNotes.heading);
    expect(await after.getByText(speedTestNotes.paragraphs[0]).count()).toBe(1);
    expect(await after.getByRole("link", { name: "IP Geolocation by DB-IP" }).count()).toBe(0);
    // The call to action's link is followed client-side, as <Link> would: same document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await after.getByRole("link", { name: "See Plans & Pricing" }).click();
    await page.waitForURL("**/pricing");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(documents).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it.each(["dark", "light"] as const)("has no axe violations (%s)", async (theme) => {
    const { page } = await openPage("/tools?category=privacy", { theme });
    await expectNoAxeViolations(page);
  });

  it("fits a 375 px screen without horizontal scrolling", async () => {
    const { page } = await openPage("/tools", { viewport: { width: 375, height: 800 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
