import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../../scripts/built-server.mjs";
import {
  closeAll,
  expectNoAxeViolations,
  layoutShiftTotal,
  type OpenPageOptions,
  openPage,
} from "./harness";
import { fakeJson, stayOffline } from "./tools-support";
import { DNS_LEAK_FULL } from "~/features/tools/dns-leak/availability";

afterAll(closeAll);

type Fakes = (context: BrowserContext) => Promise<void>;

async function open(
  path: string,
  options: { theme?: "dark" | "light"; viewport?: OpenPageOptions["viewport"]; fakes?: Fakes } = {},
) {
  let blocked: string[] = [];
  const opened = await openPage(path, {
    theme: options.theme,
    viewport: options.viewport,
    setup: async (context) => {
      blocked = await stayOffline(context);
      await options.fakes?.(context);
    },
  });
  return { ...opened, blocked: () => blocked };
}

describe("IP & Location Checker", () => {
  it("shows a skeleton while loading, then the address our server saw, labelled loopback", async () => {
    const { page, blocked } = await open("/tools/ip-checker", {
      fakes: async (context) => {
        await context.route("**/api/ip", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
      },
    });
    await page
      .getByRole("status")
      .filter({ hasText: "Looking up your connection…" })
      .waitFor({ state: "attached" });
    const result = page.getByTestId("ip-result");
    await result.waitFor();
    expect(await result.locator("dd").allTextContents()).toEqual([
      "127.0.0.1",
      "loopback",
      "Not available",
      "Not available",
      "Not available",
    ]);
    expect(await page.getByText("This is a loopback address").isVisible()).toBe(true);
    expect(
      await page
        .getByRole("link", { name: "IP Geolocation by DB-IP" })
        .first()
        .getAttribute("href"),
    ).toBe("https://db-ip.com");
    expect(blocked()).toEqual([]);
  });

  it("shows the location fields of a looked-up address", async () => {
    const { page } = await open("/tools/ip-checker", {
      fakes: (context) =>
        fakeJson(context, "**/api/ip", 200, {
          ip: "203.0.113.7",
          kind: "public",
          city: "Mountain View",
          region: "California",
          country: "United States",
          countryCode: "US",
          timezone: "America/Los_Angeles",
          org: "Google LLC",
          asn: 15169,
        }),
    });
    const result = page.getByTestId("ip-result");
    await result.waitFor();
    // Each field's value is its first <dd>; the address's second holds its copy button.
    expect(await result.locator("dd:first-of-type").allTextContents()).toEqual([
      "203.0.113.7",
      "Mountain View, California, United States",
      "Google LLC (AS15169)",
      "America/Los_Angeles",
    ]);
  });

  it("shows the error panel on failure, and Try Again recovers", async () => {
    const { page, context } = await open("/tools/ip-checker", {
      fakes: (context) =>
        fakeJson(context, "**/api/ip", 503, {
          message: "IP geolocation is not available on this server.",
        }),
    });
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      "Failed to retrieve your IP information. Please try again later.",
    );
    await context.unroute("**/api/ip");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByTestId("ip-result").waitFor();
  });

  it.each(["dark", "light"] as const)("has no axe violations with a result (%s)", async (theme) => {
    const { page } = await open("/tools/ip-checker", { theme });
    await page.getByTestId("ip-result").waitFor();
    await expectNoAxeViolations(page);
  });
});

const leakResult = {
  id: "0123456789abcdef0123",
  servers: [
    {
      ip: "192.0.2.53",
      provider: "Example ISP",
      country: "Germany",
      countryCode: "DE",
      kind: "public",
      queries: 4,
    },
    {
      ip: "198.51.100.8",
      provider: "Public Resolver Inc.",
      country: "United States",
      countryCode: "US",
      kind: "public",
      queries: 2,
    },
  ],
  leak: true,
  reasons: ["multiple-resolvers"],
  outsideVpn: [],
  vpnRangesConfigured: false,
};
/** The usual answer: one resolver, no leak. */
const oneResolver = {
  ...leakResult,
  servers: leakResult.servers.slice(0, 1),
  leak: false,
  reasons: [],
};
/** No resolver asked our server (something resolved the names for the browser). */
const noLookups = { ...oneResolver, servers: [] };

describe("DNS Leak Test", () => {
  it("without DNS_LEAK_ZONE shows the spec's error and the operator note", async () => {
    const { page, blocked } = await open("/tools/dns-leak");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    const text = await alert.textContent();
    expect(text).toContain("Failed to perform DNS leak test. Please try again later.");
    expect(text).toContain("DNS_LEAK_ZONE");
    expect(blocked()).toEqual([]);
  });

  it("when the server is full of running tests says so, with no operator note", async () => {
    const { page } = await open("/tools/dns-leak", {
      fakes: (context) => fakeJson(context, "**/api/dns-leak", 503, { message: DNS_LEAK_FULL }),
    });
    const alert = page.getByRole("alert");
    await alert.waitFor();
    const text = await alert.textContent();
    expect(text).toContain("Failed to perform DNS leak test. Please try again later.");
    expect(text).toContain(`503: ${DNS_LEAK_FULL}`);
    expect(text).not.toContain("DNS_LEAK_ZONE");
  });

  it("walks through its steps and shows the detected servers with a calm leak verdict", async () => {
    const { page } = await open("/tools/dns-leak", {
      fakes: async (context) => {
        await fakeJson(context, "**/api/dns-leak/*", 200, leakResult);
        await fakeJson(
          context,
          "**/api/dns-leak",
          201,
          {
            id: leakResult.id,
            names: [1, 2, 3, 4, 5, 6].map((n) => `${leakResult.id}-${n}.leaktest.example`),
          },
          600,
        );
      },
    });
    await page.getByRole("status").filter({ hasText: "Starting the test…" }).waitFor();
    await page
      .getByRole("heading", { name: "Your DNS queries may be leaking" })
      .waitFor({ timeout: 15_000 });
    const rows = await page.locator("table tbody tr").allInnerTexts();
    expect(rows.map((row) => row.split("\t"))).toEqual([
      ["192.0.2.53", "Example ISP", "Germany"],
      ["198.51.100.8", "Public Resolver Inc.", "United States"],
    ]);
    expect(
      await page.getByText("More than one DNS server looked up names for you").isVisible(),
    ).toBe(true);
  });

  it.each([
    ["one resolver", 412, oneResolver],
    ["no lookups", 412, noLookups],
    ["no lookups", 1280, noLookups],
  ] as const)(
    "keeps the notes below in place while it runs and when its result arrives (%s, %i px)",
    async (_, width, result) => {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const { page } = await open("/tools/dns-leak", {
        viewport: { width, height: 823 },
        fakes: async (context) => {
          await context.route("**/api/dns-leak/*", async (route) => {
            await answered;
            await route.fulfill({
              contentType: "application/json",
              body: JSON.stringify(result),
            });
          });
          await fakeJson(context, "**/api/dns-leak", 201, { id: leakResult.id, names: [] });
        },
      });
      const notesTop = () =>
        page.locator("#tool-after").evaluate((element) => element.getBoundingClientRect().top);
      const status = page.getByRole("status");
      await status.filter({ hasText: "Collecting the resolvers" }).waitFor();
      const whileRunning = await notesTop();
      answer();
      await page.getByRole("table").waitFor();
      // The loading state has the shape of a one-resolver result, and its status line wraps
      // inside the verdict's box: with the old two-bar skeleton the notes moved 101 px here.
      expect(Math.abs((await notesTop()) - whileRunning)).toBeLessThan(24);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.005);
    },
  );

  it.each([
    ["dark", "one resolver", oneResolver, "No DNS leak detected"],
    ["light", "one resolver", oneResolver, "No DNS leak detected"],
    ["dark", "no lookups", noLookups, "No DNS lookups seen"],
    ["light", "no lookups", noLookups, "No DNS lookups seen"],
  ] as const)("has no axe violations with a result (%s, %s)", async (theme, _, result, heading) => {
    const { page } = await open("/tools/dns-leak", {
      theme,
      fakes: async (context) => {
        await fakeJson(context, "**/api/dns-leak/*", 200, result);
        await fakeJson(context, "**/api/dns-leak", 201, { id: leakResult.id, names: [] });
      },
    });
    await page.getByRole("heading", { name: heading }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });
});

describe("DNS Leak Test on a server with DNS_LEAK_ZONE", () => {
  // Chromium resolves every *.localhost name to loopback itself, so the page's probe images
  // reach this server without our DNS responder being asked: the chain of start, CSP, probe
  // image (served on the test names, at the page's port) and report is real; the resolvers
  // a real zone would see are the API tests' part.
  let zoned: BuiltServer | undefined;
  beforeAll(async () => {
    zoned = await startBuiltServer({
      env: { DNS_LEAK_ZONE: "dnstest.localhost", DNS_PORT: "0", DNS_HOST: "127.0.0.1" },
    });
  });
  afterAll(async () => {
    await zoned?.stop();
  });

  it("loads every probe image from the test's names without a console error", async () => {
    const { page, consoleErrors } = await openPage("/about");
    const probes: { url: string; status: number }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "image") {
        probes.push({ url: response.url(), status: response.status() });
      }
    });
    await page.goto(`${zoned!.url}/tools/dns-leak`);
    await page.getByRole("heading", { name: "No DNS lookups seen" }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("cell").allTextContents()).toEqual(["None"]);
    const port = new URL(zoned!.url).port;
    expect(probes).toHaveLength(6);
    for (const probe of probes) {
      expect(probe.url).toMatch(
        new RegExp(
          `^http://[0-9a-f]{20}-[1-6]\\.dnstest\\.localhost:${port}/umbra-dns-leak-test\\.gif$`,
        ),
      );
      expect(probe.status).toBe(200);
    }
    expect(consoleErrors).toEqual([]);
  });
});
