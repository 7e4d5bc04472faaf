/**
 * The admin login in a real browser: the required-fields toast, a failed and a successful
 * sign-in with their toasts and the full-screen spinner, the redirect rules both ways,
 * signing out, and accessibility (axe) in both themes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { testAdmin, testAdminEnv } from "../support/test-admin";
import { openSignedIn } from "./admin-session";
import { closeAll, expectNoAxeViolations, openPage } from "./harness";
import { type BuiltServer, startBuiltServer } from "../../scripts/built-server.mjs";

afterAll(closeAll);

/** The toast on screen (Radix renders each as a list item in the notifications region). */
function toast(page: Page) {
  return page.locator("ol li[data-state=open]");
}

async function submit(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

describe("the login form", () => {
  it("requires both fields, with the spec's error toast, and sends nothing", async () => {
    const { page } = await openPage("/admin/login");
    const logins: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/login")) logins.push(request.url());
    });
    await submit(page, "", "");
    await expect
      .poll(() => toast(page).textContent())
      .toContain("Please enter both username and password");
    expect(await toast(page).textContent()).toContain("Error");
    await submit(page, testAdmin.username, "");
    await submit(page, "", testAdmin.password);
    await submit(page, "   ", testAdmin.password);
    expect(await toast(page).count()).toBe(1);
    expect(logins).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
  });

  it("shows Login failed with the server's message for a wrong password", async () => {
    const { page } = await openPage("/admin/login");
    await submit(page, testAdmin.username, "not-the-password");
    await expect.poll(() => toast(page).textContent()).toContain("Login failed");
    expect(await toast(page).textContent()).toContain("Invalid username or password");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    // The form is usable again.
    expect(await page.getByRole("button", { name: "Sign In" }).isEnabled()).toBe(true);
  });

  it("keeps the focus in the password field through a failed sign-in by keyboard", async () => {
    const { page } = await openPage("/admin/login");
    await page.getByLabel("Username").fill(testAdmin.username);
    const password = page.getByLabel("Password");
    await password.fill("not-the-password");
    await password.press("Enter");
    await expect.poll(() => toast(page).textContent()).toContain("Login failed");
    // A disabled fieldset while pending had dropped it on <body>: Tab began at the page's top.
    expect(await password.evaluate((node) => node === document.activeElement)).toBe(true);
    await password.fill(testAdmin.password);
    await password.press("Enter");
    await page.waitForURL("**/admin/dashboard");
  });

  it("covers the screen with a spinner while pending, then lands on the dashboard with a toast", async () => {
    const { page } = await openPage("/admin/login");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.continue();
    });
    await submit(page, testAdmin.username, testAdmin.password);
    const spinner = page.locator('[data-slot="full-screen-spinner"]');
    await spinner.waitFor();
    expect(await spinner.textContent()).toBe("Signing in…");
    release();
    await page.waitForURL("**/admin/dashboard");
    await expect.poll(() => toast(page).textContent()).toContain("Login successful");
    expect(await toast(page).textContent()).toContain(`Welcome back, ${testAdmin.username}.`);
    await expect.poll(() => spinner.count()).toBe(0);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Admin Dashboard");
  });

  it("keeps the fields disabled without JavaScript and says why", async () => {
    const { page } = await openPage("/admin/login", { javaScriptEnabled: false });
    expect(await page.getByLabel("Username").isDisabled()).toBe(true);
    // (Playwright's text selectors skip <noscript>, which this browser does render.)
    expect(await page.locator("noscript p").textContent()).toContain("Signing in needs JavaScript");
  });
});

describe("redirect rules", () => {
  it("sends a visitor without a session from the dashboard to the login page before anything renders", async () => {
    const { page, response } = await openPage("/admin/dashboard");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/admin\/dashboard$/);
    expect(await page.getByText("Admin Panel").count()).toBe(0);
  });

  it("sends a signed-in admin from the login page straight to the dashboard", async () => {
    const { page } = await openPage("/admin/login");
    await openSignedIn(page, "/admin/login");
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
  });
});

describe("signing out", () => {
  it("ends the session: back to the login page, and the dashboard is closed again", async () => {
    const { page } = await openPage("/admin/login");
    await openSignedIn(page);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL("**/admin/login");
    await expect.poll(() => toast(page).textContent()).toContain("Signed out");
    const status = await page.evaluate(() => fetch("/api/admin/stats").then((r) => r.status));
    expect(status).toBe(401);
    await page.goto("/admin/dashboard");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
  });
});

describe("notifications", () => {
  it("F8 moves focus to the notification region", async () => {
    const { page } = await openPage("/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await toast(page).waitFor();
    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? "",
        ),
      )
      .toBe("Notifications (F8)");
  });
});

describe("accessibility", () => {
  it.each(["dark", "light"] as const)(
    "the login page has no axe violations (%s)",
    async (theme) => {
      const { page } = await openPage("/admin/login", { theme });
      await expectNoAxeViolations(page);
    },
  );

  it("the login page fits a 375 px screen", async () => {
    const { page } = await openPage("/admin/login", { viewport: { width: 375, height: 812 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

describe("automatic sign-in from a trusted address", () => {
  // A second server, started in the hook (a cold start takes 20-40 s on a loaded machine,
  // which left the test itself too little of its time).
  let trusted: BuiltServer | undefined;
  beforeAll(async () => {
    trusted = await startBuiltServer({ env: { ...testAdminEnv, ADMIN_TRUSTED_IPS: "127.0.0.1" } });
  });
  afterAll(async () => {
    await trusted?.stop();
  });

  it("signs the browser in on the login page, announces it and opens the dashboard", async () => {
    const url = trusted!.url;
    const { page } = await openPage("/admin/login");
    await page.goto(`${url}/admin/login`);
    await page.waitForURL(`${url}/admin/dashboard`);
    await expect.poll(() => toast(page).textContent()).toContain("Auto-login successful");
    expect(await toast(page).textContent()).toContain("Logged in via trusted IP");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Admin Dashboard");
  });
});
