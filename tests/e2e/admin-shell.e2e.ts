/**
 * The admin shell and dashboard in a real browser: the figures against the stats API, the
 * New Content / New Automation links, sidebar navigation, collapsing (button, Ctrl+B,
 * remembered in a cookie), the phone sheet, and accessibility (axe) in both themes.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openSignedIn } from "./admin-session";
import { closeAll, expectNoAxeViolations, openPage } from "./harness";

afterAll(closeAll);

const phone = { width: 375, height: 812 };

async function signedIn(path = "/admin/dashboard", options: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage("/admin/login", options);
  await openSignedIn(opened.page, path);
  return opened;
}

/** The value shown on the stat card titled `title`. */
async function figure(page: Page, title: string) {
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  return {
    value: await card.locator('[data-slot="stat-value"]').textContent(),
    caption: await card.locator('[data-slot="stat-value"] + p').textContent(),
  };
}

function desktopSidebar(page: Page) {
  return page.locator('[data-slot="sidebar"]');
}

describe("the dashboard", () => {
  it("shows the figures of /api/admin/stats on its four cards", async () => {
    const { page, consoleErrors } = await signedIn();
    const stats = await page.evaluate(() => fetch("/api/admin/stats").then((r) => r.json()));
    // Other browser tests add content and automations to the same server: read what it counts.
    expect(Object.keys(stats).sort()).toEqual([
      "activeAutomations",
      "drafts",
      "published",
      "scheduled",
      "totalContent",
    ]);
    expect(await figure(page, "Total Content")).toEqual({
      value: String(stats.totalContent + stats.published),
      caption: `${stats.totalContent} items + ${stats.published} published`,
    });
    expect(await figure(page, "Scheduled Posts")).toEqual({
      value: String(stats.scheduled),
      caption: "Upcoming publications",
    });
    expect(await figure(page, "Active Automations")).toEqual({
      value: String(stats.activeAutomations),
      caption: "Running on schedule",
    });
    // The real 30-day figure (analytics.e2e.ts checks its value against browsing).
    expect(await figure(page, "Page Views")).toEqual({
      value: expect.stringMatching(/^\d[\d,]*$/),
      caption: "Last 30 days",
    });
    expect(
      await page.getByText("Manage your content, blog automation and site performance.").count(),
    ).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    ["New Content", "/admin/content/new", "Content Management"],
    ["New Automation", "/admin/automation/new", "Blog Automation"],
  ])("%s opens %s inside the shell", async (label, path, heading) => {
    const { page } = await signedIn();
    await page.getByRole("link", { name: label }).click();
    await page.waitForURL(`**${path}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    expect(await page.getByText("Admin Panel").count()).toBe(1);
  });

  it.each([
    ["Content Management", "/admin/content"],
    ["Blog Automation", "/admin/automation"],
    ["Analytics", "/admin/analytics"],
  ])("the %s card leads to %s", async (title, path) => {
    const { page } = await signedIn();
    await page.locator("main").getByRole("link", { name: title, exact: true }).click();
    await page.waitForURL(`**${path}`);
    expect(new URL(page.url()).pathname).toBe(path);
  });
});

describe("the sidebar", () => {
  it("is titled Admin Panel and links the four screens, marking the current one", async () => {
    const { page } = await signedIn();
    const nav = page.getByRole("navigation", { name: "Admin" });
    const links = await nav
      .getByRole("link")
      .evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute("href")]));
    expect(links).toEqual([
      ["Dashboard", "/admin/dashboard"],
      ["Content", "/admin/content"],
      ["Automation", "/admin/automation"],
      ["Analytics", "/admin/analytics"],
    ]);
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await desktopSidebar(page).getByText("Admin Panel").isVisible()).toBe(true);
    await nav.getByRole("link", { name: "Analytics" }).click();
    await page.waitForURL("**/admin/analytics");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Analytics");
    expect(await nav.getByRole("link", { name: "Analytics" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("shows a spinner while a client navigation checks the session and loads", async () => {
    const { page } = await signedIn();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/automation.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Automation" })
      .click();
    const spinner = page.locator("main").getByRole("status");
    await spinner.waitFor();
    expect(await spinner.textContent()).toBe("Loading…");
    expect(await page.locator("main").getAttribute("aria-busy")).toBe("true");
    release();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Blog Automation");
    await expect.poll(() => spinner.count()).toBe(0);
  });

  it("collapses to icons (3rem) and back (16rem) with its button and Ctrl+B, and remembers it", async () => {
    const { page, context } = await signedIn();
    const sidebar = desktopSidebar(page);
    const width = () => sidebar.evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(width).toBe(256);
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");

    await toggle.click();
    await expect.poll(width).toBe(48);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    // The title is only read out (visually hidden, 1 px).
    expect(
      await sidebar.getByText("Admin Panel").evaluate((el) => el.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(1);
    // Icons only: the links keep their names for screen readers.
    expect(await sidebar.getByRole("link", { name: "Content" }).count()).toBe(1);
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(Math.round((cookie!.expires * 1000 - Date.now()) / 86_400_000)).toBe(7);

    // The server renders the remembered state: collapsed from the first paint.
    await page.reload();
    expect(await sidebar.getAttribute("data-state")).toBe("collapsed");

    await page.keyboard.press("Control+b");
    await expect.poll(width).toBe(256);
    await page.keyboard.press("Meta+b");
    await expect.poll(width).toBe(48);
    await page.keyboard.press("Control+b");
    await expect.poll(width).toBe(256);
  });

  it("is a sheet 18rem wide on a phone, opened by the toggle, closed by choosing a link", async () => {
    const { page } = await signedIn("/admin/dashboard", { viewport: phone });
    expect(await desktopSidebar(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sheet = page.getByRole("dialog", { name: "Admin Panel" });
    await sheet.waitFor();
    await expect.poll(() => sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
    await sheet.getByRole("link", { name: "Content" }).click();
    await page.waitForURL("**/admin/content");
    await expect.poll(() => sheet.count()).toBe(0);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Content Management");
  });
});

describe("accessibility", () => {
  it.each(["dark", "light"] as const)("the dashboard has no axe violations (%s)", async (theme) => {
    const { page } = await signedIn("/admin/dashboard", { theme });
    await expectNoAxeViolations(page);
  });

  it("the dashboard with the sidebar collapsed, and on a phone with the sheet open, has no axe violations", async () => {
    const { page } = await signedIn();
    await page.keyboard.press("Control+b");
    await expect.poll(() => desktopSidebar(page).getAttribute("data-state")).toBe("collapsed");
    await expectNoAxeViolations(page);

    const mobile = await signedIn("/admin/dashboard", { viewport: phone, theme: "light" });
    await mobile.page.getByRole("button", { name: "Toggle sidebar" }).click();
    await mobile.page.getByRole("dialog").waitFor();
    await expectNoAxeViolations(mobile.page);
  });
});
