import type { BrowserContext } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { baseUrl, closeAll, expectNoAxeViolations, openPage } from "./harness";
import { unblockServices } from "~/copy/unblock-services";
import { fakeJson, stayOffline } from "./tools-support";

afterAll(closeAll);

const probe = (ip: string, family: 4 | 6, asn: number, org: string) => ({
  ip,
  family,
  kind: "public",
  asn,
  org,
  city: null,
  region: null,
  country: null,
  countryCode: null,
  timezone: null,
  latitude: null,
  longitude: null,
});

describe("IP checker: IPv4 and IPv6", () => {
  const withProbes = (v6Asn: number) => async (context: BrowserContext) => {
    await stayOffline(context);
    const base = baseUrl();
    await fakeJson(context, "**/api/ip/probes", 200, { v4: `${base}/v4`, v6: `${base}/v6` });
    await fakeJson(context, "**/v4/api/ip/probe", 200, probe("203.0.113.7", 4, 64500, "VPN Net"));
    await fakeJson(context, "**/v6/api/ip/probe", 200, probe("2001:db8::7", 6, v6Asn, "Home ISP"));
  };

  it("says IPv6 leaks outside the VPN when the IPv6 address is on another network", async () => {
    const { page } = await openPage("/tools/ip-checker", { setup: withProbes(3320) });
    const panel = page.getByTestId("ip-families");
    await panel.waitFor();
    expect(await panel.getAttribute("data-verdict")).toBe("ipv6-other-network");
    expect(await panel.getByRole("alert").innerText()).toContain("IPv6 leaks outside the VPN");
    expect(await panel.innerText()).toContain("2001:db8::7");
    expect(await panel.innerText()).toContain("Home ISP (AS3320)");
  });

  it("says a family whose probe answered with an error could not be compared, not that it is missing", async () => {
    const { page } = await openPage("/tools/ip-checker", {
      setup: async (context) => {
        await withProbes(64500)(context);
        // A rate limit on the IPv6 host: the answer came over IPv6, so IPv6 works.
        await fakeJson(context, "**/v6/api/ip/probe", 429, { message: "Too many requests" });
      },
    });
    const panel = page.getByTestId("ip-families");
    await panel.waitFor();
    expect(await panel.getAttribute("data-verdict")).toBe("probe-failed");
    expect(await panel.innerText()).toContain("Reached, but it answered with an error");
    expect(await panel.innerText()).toContain("could not be compared");
    expect(await panel.innerText()).not.toContain("No connection in this family");
  });

  it("says which family it could not check when the server has no probes", async () => {
    const { page } = await openPage("/tools/ip-checker", { setup: stayOffline });
    const panel = page.getByTestId("ip-families");
    await panel.waitFor();
    expect(await panel.getAttribute("data-verdict")).toBe("not-checked");
    expect(await panel.innerText()).toContain("Not checked separately: IPv4 and IPv6.");
  });

  it("copies the address with its copy button", async () => {
    const { page, context } = await openPage("/tools/ip-checker", { setup: stayOffline });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByTestId("ip-result").waitFor();
    await page.getByRole("button", { name: "Copy IP Address" }).click();
    await page.getByRole("status").filter({ hasText: "Copied" }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("127.0.0.1");
  });

  it.each(["dark", "light"] as const)("has no axe violations with a leak (%s)", async (theme) => {
    const { page } = await openPage("/tools/ip-checker", { theme, setup: withProbes(3320) });
    await page.getByTestId("ip-families").waitFor();
    await expectNoAxeViolations(page);
  });

  it("fits a 375 px screen with both families", async () => {
    const { page } = await openPage("/tools/ip-checker", {
      viewport: { width: 375, height: 800 },
      setup: withProbes(3320),
    });
    await page.getByTestId("ip-families").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

describe("settings in the URL", () => {
  it("opens the password generator with the URL's options and writes changes back", async () => {
    const { page } = await openPage("/tools/password-generator?length=24&symbols=0", {
      setup: stayOffline,
    });
    const output = page.getByLabel("Generated password");
    await expect.poll(() => output.inputValue()).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await page.getByRole("switch", { name: "Symbols (!@#$%^&*)" }).isChecked()).toBe(false);
    await page.getByRole("switch", { name: "Uppercase letters (A-Z)" }).uncheck();
    await page.waitForURL(/uppercase=0/);
    expect(new URL(page.url()).search).toBe("?length=24&uppercase=0&symbols=0");
  });

  it("opens the VPN accessibility list filtered by the URL and writes changes back", async () => {
    const { page } = await openPage("/tools/vpn-accessibility?q=germ&region=Europe");
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="country-cards"] > li').length === 1,
    );
    expect(await page.getByLabel("Search countries").inputValue()).toBe("germ");
    expect(await page.getByLabel("Region").inputValue()).toBe("Europe");
    await page.getByLabel("Region").selectOption("All Regions");
    await page.waitForURL((url) => url.search === "?q=germ");
  });
});

describe("Service Accessibility Checker: offline is not blocked", () => {
  it("calls failures offline when not even this site answers", async () => {
    const { page } = await openPage("/tools/unblock-checker", {
      setup: async (context) => {
        await stayOffline(context);
        await context.route("**/api/ip/probes", (route) => route.abort("internetdisconnected"));
      },
    });
    await page.getByRole("button", { name: "Check Service Availability" }).click();
    await page.getByText("You appear to be offline").waitFor({ timeout: 20_000 });
    expect(await page.getByText("You are offline").count()).toBe(8);
    expect(await page.getByText("Not accessible", { exact: true }).count()).toBe(0);
  });

  it.each([429, 500])(
    "calls refused services blocked when this site answers with an error (%i)",
    async (status) => {
      const { page } = await openPage("/tools/unblock-checker", {
        setup: async (context) => {
          await stayOffline(context);
          await fakeJson(context, "**/api/ip/probes", status, { message: "Too many requests" });
        },
      });
      await page.getByRole("button", { name: "Check Service Availability" }).click();
      await page.getByText(/of 8 services are accessible/).waitFor({ timeout: 20_000 });
      expect(await page.getByText("Not accessible", { exact: true }).count()).toBe(8);
      expect(await page.getByText("You appear to be offline").count()).toBe(0);
    },
  );

  it("calls refused services blocked when this site answers, showing each as it finishes", async () => {
    const slow = new URL(unblockServices[0]!.probeUrl).origin;
    const { page } = await openPage("/tools/unblock-checker", {
      setup: async (context) => {
        await stayOffline(context);
        // One service answers late: the other seven are shown before it.
        await context.route(`${slow}/**`, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2500));
          await route.abort("connectionrefused");
        });
      },
    });
    await page.getByRole("button", { name: "Check Service Availability" }).click();
    await page.getByText("Checking… 7 of 8 services done").waitFor({ timeout: 20_000 });
    expect(await page.getByText("Not accessible", { exact: true }).count()).toBe(7);
    await page.getByText(/of 8 services are accessible/).waitFor({ timeout: 20_000 });
    expect(await page.getByText("Not accessible", { exact: true }).count()).toBe(8);
  });

  it.each(["dark", "light"] as const)("has no axe violations when offline (%s)", async (theme) => {
    const { page } = await openPage("/tools/unblock-checker", {
      theme,
      setup: async (context) => {
        await stayOffline(context);
        await context.route("**/api/ip/probes", (route) => route.abort("internetdisconnected"));
      },
    });
    await page.getByRole("button", { name: "Check Service Availability" }).click();
    await page.getByText("You appear to be offline").waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  });
});

describe("Web proxy: errors beside the field", () => {
  it("writes the error under the address field and ties it to the field", async () => {
    const { page } = await openPage("/tools/web-proxy", { setup: stayOffline });
    await page
      .getByRole("button", { name: /connect/i })
      .first()
      .click();
    const error = page.getByRole("alert").filter({ hasText: "Please enter a URL" }).first();
    await error.waitFor();
    const field = page.getByLabel("Web address");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    const id = await field.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${id}"]`).innerText()).toBe("Please enter a URL");
  });
});
