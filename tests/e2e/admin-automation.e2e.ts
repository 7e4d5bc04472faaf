/**
 * Blog automation in a real browser: creating one (notice, defaults restored), the list
 * (badges, labels, next date, last run), the on/off switch, empty and error states, and
 * accessibility (axe) in both themes.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { openAdmin, toastOf } from "./admin-content-support";
import { closeAll, expectNoAxeViolations } from "./harness";

afterAll(closeAll);

/** An automation whose last run failed, with its retry due, as GET /api/blog-automation lists it. */
const failedRun = {
  id: 1,
  topic: "Failing automation",
  articleType: "news",
  frequency: "weekly",
  settings: { tone: "professional", minWords: 800, maxWords: 1500 },
  isActive: true,
  nextScheduled: "2031-01-08T09:00:00.000Z",
  lastRunAt: "2031-01-01T09:00:00.000Z",
  lastRunStatus: "error",
  lastRunError: "The language model refused the request (HTTP 503)",
  retryAt: "2031-01-01T09:05:00.000Z",
  createdAt: "2030-12-01T09:00:00.000Z",
  updatedAt: "2031-01-01T09:00:00.000Z",
};

function automationCard(page: Page, topic: string) {
  return page
    .locator('[data-slot="automation-item"]')
    .filter({ has: page.getByRole("heading", { name: topic, exact: true }) });
}

async function create(page: Page, topic: string, articleType?: string, frequency?: string) {
  await page.getByLabel("Topic or Theme").fill(topic);
  if (articleType) await page.getByLabel("Article Type").selectOption({ label: articleType });
  if (frequency) await page.getByLabel("Generation Frequency").selectOption({ label: frequency });
  await page.getByRole("button", { name: "Create Automation" }).click();
  await automationCard(page, topic).waitFor();
}

describe("creating an automation", () => {
  it("creates it, shows the notice and restores the form's defaults", async () => {
    const { page, consoleErrors } = await openAdmin("/admin/automation");
    expect(await page.getByLabel("Article Type").inputValue()).toBe("how-to");
    expect(await page.getByLabel("Generation Frequency").inputValue()).toBe("weekly");
    const options = await page.getByLabel("Article Type").locator("option").allTextContents();
    expect(options).toEqual(["How-To Guide", "List Article", "Industry News", "Product Review"]);

    await create(page, "e2e privacy news", "Product Review", "Daily");
    await expect.poll(() => toastOf(page).textContent()).toContain("Automation created");
    expect(await toastOf(page).textContent()).toContain(
      "New blog automation has been set up successfully.",
    );
    expect(await page.getByLabel("Topic or Theme").inputValue()).toBe("");
    expect(await page.getByLabel("Article Type").inputValue()).toBe("how-to");
    expect(await page.getByLabel("Generation Frequency").inputValue()).toBe("weekly");

    const card = automationCard(page, "e2e privacy news");
    expect(await card.locator('[data-slot="badge"]').allTextContents()).toEqual([
      "Active",
      "Product Review",
      "Daily",
    ]);
    expect(await card.getByText(/^Next post /).count()).toBe(1);
    expect(await card.locator('[data-slot="last-run"]').textContent()).toBe("Not run yet");
    const stored = await page.evaluate(() => fetch("/api/blog-automation").then((r) => r.json()));
    expect(stored.find((a: { topic: string }) => a.topic === "e2e privacy news")).toMatchObject({
      articleType: "review",
      frequency: "daily",
      isActive: true,
      settings: { tone: "professional", minWords: 800, maxWords: 1500 },
    });
    expect(consoleErrors).toEqual([]);
  });

  it("a blank topic gets the spec's notice", async () => {
    const { page } = await openAdmin("/admin/automation");
    await page.getByRole("button", { name: "Create Automation" }).click();
    await expect.poll(() => toastOf(page).textContent()).toContain("Please enter a topic");
    expect(await toastOf(page).textContent()).toContain("Error");
  });

  it("a refused request shows the server's message", async () => {
    const { page } = await openAdmin("/admin/automation", {
      setup: (context) =>
        context.route("**/api/blog-automation", (route) =>
          route.request().method() === "POST"
            ? route.fulfill({
                status: 400,
                json: { message: "The topic must be at most 200 characters" },
              })
            : route.continue(),
        ),
    });
    await page.getByLabel("Topic or Theme").fill("anything");
    await page.getByRole("button", { name: "Create Automation" }).click();
    await expect.poll(() => toastOf(page).textContent()).toContain("Error creating automation");
    expect(await toastOf(page).textContent()).toContain("The topic must be at most 200 characters");
  });

  it("/admin/automation/new opens the form with the topic focused", async () => {
    const { page } = await openAdmin("/admin/automation/new");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Blog Automation");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("automation-topic");
  });
});

describe("the automation list", () => {
  it("pauses and resumes with the switch", async () => {
    const { page } = await openAdmin("/admin/automation");
    await create(page, "e2e toggled automation");
    const card = automationCard(page, "e2e toggled automation");
    const toggle = card.getByRole("switch", { name: "Automation for e2e toggled automation" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await toggle.click();
    await expect
      .poll(() => card.locator('[data-slot="badge"]').first().textContent())
      .toBe("Paused");
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await card.getByText(/^Next post /).count()).toBe(0);
    const stored = await page.evaluate(() => fetch("/api/blog-automation").then((r) => r.json()));
    expect(
      stored.find((a: { topic: string }) => a.topic === "e2e toggled automation"),
    ).toMatchObject({
      isActive: false,
      nextScheduled: null,
    });
    await toggle.press("Space");
    await expect
      .poll(() => card.locator('[data-slot="badge"]').first().textContent())
      .toBe("Active");
    // Disabled while saving, the switch had dropped the keyboard focus on <body>.
    expect(await toggle.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await card.getByText(/^Next post /).count()).toBe(1);
  });

  it("shows the empty state, a load failure and a failed last run", async () => {
    const empty = await openAdmin("/admin/automation", {
      setup: (context) =>
        context.route("**/api/blog-automation", (route) => route.fulfill({ json: [] })),
    });
    await expect
      .poll(() =>
        empty.page.getByText("No automations configured. Start by creating one above.").count(),
      )
      .toBe(1);
    const listed = await openAdmin("/admin/automation", {
      setup: (context) =>
        context.route("**/api/blog-automation", (route) => route.fulfill({ json: [failedRun] })),
    });
    const lastRun = automationCard(listed.page, "Failing automation").locator(
      '[data-slot="last-run"]',
    );
    await expect
      .poll(() => lastRun.textContent())
      .toMatch(/^Last run .+ failed: The language model refused the request \(HTTP 503\)$/);
    expect(
      await automationCard(listed.page, "Failing automation")
        .locator('[data-slot="retry"]')
        .textContent(),
    ).toMatch(/^Trying the failed run again \d{1,2} Jan 2031, \d\d:\d5$/);
    const failing = await openAdmin("/admin/automation", {
      setup: (context) =>
        context.route("**/api/blog-automation", (route) =>
          route.fulfill({ status: 500, json: { message: "Database unavailable" } }),
        ),
    });
    await expect
      .poll(() =>
        failing.page.getByRole("alert").filter({ hasText: "Error loading" }).textContent(),
      )
      .toBe("Error loading automations: Database unavailable");
  });
});

describe("accessibility", () => {
  it.each(["dark", "light"] as const)(
    "the automation page has no axe violations (%s)",
    async (theme) => {
      const { page } = await openAdmin("/admin/automation", { theme });
      await page.locator('[data-slot="automation-item"]').first().waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it("works at 375 px without horizontal scrolling", async () => {
    // A topic and an error without spaces (a pasted address, a model's raw answer) wrap too.
    const unbroken = { ...failedRun, id: 2, topic: "t".repeat(150), lastRunError: "e".repeat(300) };
    const { page } = await openAdmin("/admin/automation", {
      viewport: { width: 375, height: 800 },
      theme: "light",
      setup: (context) =>
        context.route("**/api/blog-automation", (route) =>
          route.fulfill({ json: [failedRun, unbroken] }),
        ),
    });
    await page.locator('[data-slot="automation-item"]').nth(1).waitFor();
    await page.screenshot({ path: "/tmp/automation-phone-light.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
