/**
 * Cookieless analytics end to end: a fresh browser browses public pages (first load and
 * client-side navigation), then an admin sees those views on /admin/analytics and the
 * dashboard. Other test files share the server, but headless Chromium announces itself as
 * HeadlessChrome, a bot, so only this file's browser (given a desktop User-Agent) counts;
 * figures are still compared with a baseline and on paths only this file visits.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "~/features/analytics/analytics-report";
import { openSignedIn } from "./admin-session";
import { closeAll, expectNoAxeViolations, openPage } from "./harness";

afterAll(closeAll);

const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const asVisitor = (context: BrowserContext) =>
  context.setExtraHTTPHeaders({ "User-Agent": desktopChrome });

const probe = `/analytics-e2e-${Date.now().toString(36)}`;

async function adminReport(page: Page): Promise<AnalyticsReport> {
  return page.evaluate(() => fetch("/api/admin/analytics").then((r) => r.json()));
}

async function statValue(page: Page, title: string) {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .locator('[data-slot="stat-value"]')
    .textContent();
}

/** Waits until the beacon's request for `path` has been answered. */
function beaconFor(page: Page, path: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/analytics/event") &&
      response.request().postDataJSON()?.path === path,
  );
}

describe("cookieless analytics", () => {
  let baseline: AnalyticsReport;

  it("starts from the admin's current figures", async () => {
    const { page } = await openPage("/admin/login");
    await openSignedIn(page, "/admin/analytics");
    baseline = await adminReport(page);
    expect(baseline.daily).toHaveLength(30);
  });

  it("counts a visitor's first load and client-side navigations, never with a cookie", async () => {
    const beacons: unknown[] = [];
    const { page, context } = await openPage("/pricing", {
      setup: async (context) => {
        await asVisitor(context);
        context.on("request", (request) => {
          if (request.url().endsWith("/api/analytics/event")) beacons.push(request.postDataJSON());
        });
      },
    });
    await expect.poll(() => beacons.length).toBe(1);
    // A client-side navigation: the window (and this marker) survives it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const faqBeacon = beaconFor(page, "/faq");
    await page.getByRole("link", { name: "FAQ", exact: true }).first().click();
    await page.waitForURL("**/faq");
    expect((await faqBeacon).status()).toBe(204);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    const probeBeacon = beaconFor(page, probe);
    await page.goto(probe, { waitUntil: "load" });
    expect((await probeBeacon).status()).toBe(204);
    expect(beacons).toEqual([
      { path: "/pricing", referrer: "" },
      { path: "/faq", referrer: "" },
      { path: probe, referrer: "" },
    ]);
    expect(await context.cookies()).toEqual([]);
  });

  it("counts a view whose page never hydrates (issue 18: the beacon does not wait for the app)", async () => {
    const { page, context } = await openPage("/security", { setup: asVisitor });
    // From now on the app's modules never arrive: the visitor left, or the network is slow.
    await context.route("**/assets/*.js", (route) => route.abort());
    const beacon = beaconFor(page, "/features");
    await page.goto("/features", { waitUntil: "load" });
    expect((await beacon).status()).toBe(204);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  });

  it("counts a started and a submitted checkout", async () => {
    const { page } = await openPage("/checkout/personal/yearly", { setup: asVisitor });
    page.on("dialog", (dialog) => void dialog.accept());
    const submitted = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/analytics/event") &&
        response.request().postDataJSON()?.goal === "checkout-submitted",
    );
    await page.getByLabel("Email address").fill("ana@example.com");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Complete Order" }).click();
    expect((await submitted).status()).toBe(204);
  });

  it("sends nothing when the browser sends Global Privacy Control", async () => {
    const { page } = await openPage("/", {
      setup: async (context) => {
        await asVisitor(context);
        await context.addInitScript(() =>
          Object.defineProperty(navigator, "globalPrivacyControl", { value: true }),
        );
      },
    });
    let sent = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/analytics/event")) sent = true;
    });
    await page.goto(`${probe}-gpc`, { waitUntil: "load" });
    await page.waitForTimeout(300);
    expect(sent).toBe(false);
  });

  it("shows the views on /admin/analytics and the dashboard", async () => {
    const { page } = await openPage("/admin/login");
    await openSignedIn(page, "/admin/analytics");
    const report = await adminReport(page);
    // /pricing, /faq, the probe page and the checkout: four new views.
    expect(report.pageViews).toBeGreaterThanOrEqual(baseline.pageViews + 4);
    expect(report.visitors).toBeGreaterThanOrEqual(baseline.visitors + 1);
    expect(report.online).toBeGreaterThanOrEqual(1);
    expect(report.checkoutsStarted).toBe(baseline.checkoutsStarted + 1);
    expect(report.checkoutsSubmitted).toBe(baseline.checkoutsSubmitted + 1);
    // The probe page does not exist, so its view is counted in the one "(other)" bucket.
    const paths = report.topPages.map((row) => row.path);
    expect(paths).toContain("(other)");
    expect(paths).not.toContain(probe);
    expect(paths).not.toContain(`${probe}-gpc`);

    await page.reload({ waitUntil: "load" });
    expect(await statValue(page, "Page Views")).toBe(report.pageViews.toLocaleString("en-US"));
    expect(await statValue(page, "Active Users")).toBe(String(report.online));
    expect(await page.getByRole("table", { name: "Top pages" }).textContent()).toContain("(other)");
    await page.getByText("Show the figures as a table").click();
    expect(await page.getByRole("img", { name: /page views in 30 days/ }).count()).toBe(1);

    await page.goto("/admin/dashboard", { waitUntil: "load" });
    expect(await statValue(page, "Page Views")).toBe(report.pageViews.toLocaleString("en-US"));
  });

  it.each(["dark", "light"] as const)("has no axe violations in the %s theme", async (theme) => {
    const { page } = await openPage("/admin/login", { theme });
    await openSignedIn(page, "/admin/analytics");
    await page.getByText("Show the figures as a table").click();
    await expectNoAxeViolations(page);
  });
});
