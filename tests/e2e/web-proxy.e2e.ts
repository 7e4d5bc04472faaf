import type { Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, expectNoAxeViolations, openPage } from "./harness";
import { stayOffline } from "./tools-support";
import { type ProxyE2eServers, startProxyE2eServers } from "./web-proxy-server";

let servers: ProxyE2eServers;
beforeAll(async () => {
  servers = await startProxyE2eServers();
});
afterAll(async () => {
  await closeAll();
  await servers?.close();
});

async function open(options: { theme?: "dark" | "light"; width?: number } = {}) {
  let blocked: string[] = [];
  const opened = await openPage(`${servers.app.url}/tools/web-proxy`, {
    theme: options.theme,
    viewport: { width: options.width ?? 1280, height: 900 },
    setup: async (context) => {
      blocked = await stayOffline(context);
    },
  });
  return { ...opened, blocked: () => blocked };
}

describe("Web Proxy", () => {
  it("connects, shows the page in the sandboxed frame, follows links and forms, reloads and disconnects", async () => {
    const { page, blocked } = await open();
    const url = page.getByLabel("Web address");
    const location = page.getByLabel("Proxy location");
    expect(await location.locator("option").first().textContent()).toBe("Auto Select");
    expect(
      await page.getByRole("heading", { name: "What the proxy does for you" }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole("status").filter({ hasText: "Disconnected" }).count()).toBe(1);

    await url.fill(`${servers.target.origin}/`);
    await page.getByRole("button", { name: "Connect" }).click();
    // A string would match "Disconnected" too (Playwright's hasText ignores case): while the
    // check runs the field is read-only, not disabled, so only the connected state is asserted.
    await page
      .getByRole("status")
      .filter({ hasText: /\bConnected\b/ })
      .waitFor();
    expect(await url.isDisabled()).toBe(true);
    expect(await location.isDisabled()).toBe(true);
    // Scripts are blocked for a visitor who has not chosen: forms only.
    expect(await page.getByRole("switch", { name: "Block scripts" }).isChecked()).toBe(true);
    const frameElement = page.locator("iframe");
    expect(await frameElement.getAttribute("sandbox")).toBe("allow-forms");
    const frame = page.frameLocator("iframe");
    await frame.getByRole("heading", { name: "Local test site" }).waitFor();
    // The stylesheet came through the proxy as well.
    expect(await frame.locator("h1").evaluate((h1) => getComputedStyle(h1).color)).toBe(
      "rgb(0, 128, 0)",
    );
    expect(await page.getByRole("heading", { name: "What the proxy does for you" }).count()).toBe(
      0,
    );

    await frame.getByRole("link", { name: "Go to the second page" }).click();
    await frame.getByRole("heading", { name: "Second page" }).waitFor();
    await page.getByRole("button", { name: "Reload" }).click();
    await frame.getByRole("heading", { name: "Local test site" }).waitFor();
    await frame.getByLabel("Search").fill("umbra");
    await frame.getByRole("button", { name: "Search", exact: true }).click();
    await frame.getByText("Query: ?q=umbra").waitFor();
    expect(await frame.getByText("Path: /second").count()).toBe(1);
    // A button with a formaction of its own submits the same fields to its own target.
    await page.getByRole("button", { name: "Reload" }).click();
    await frame.getByLabel("Search").fill("shields");
    await frame.getByRole("button", { name: "Search images" }).click();
    await frame.getByText("Path: /second/images").waitFor();
    expect(await frame.getByText("Query: ?q=shields").count()).toBe(1);
    // Check and frame, then a check and a frame per reload: six fetches of the first page.
    expect(servers.hits.get("/")).toBe(6);

    // A link into private space inside the frame ends on the proxy's refusal page.
    await page.getByRole("button", { name: "Reload" }).click();
    await frame.getByRole("link", { name: "A private address" }).click();
    await frame.getByRole("heading", { name: "Proxy request failed" }).waitFor();
    expect(await frame.getByText("10.0.0.1 is a private network address").count()).toBe(1);

    await page.getByRole("button", { name: "Disconnect" }).click();
    await page.getByRole("status").filter({ hasText: "Disconnected" }).waitFor();
    expect(await url.inputValue()).toBe("");
    expect(await url.isDisabled()).toBe(false);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(blocked()).toEqual([]);
  });

  it("blocks scripts by default, allows them when the visitor switches it off, and remembers the choice", async () => {
    const { page } = await open();
    const frame = page.frameLocator("iframe");
    await page.getByLabel("Web address").fill(`${servers.target.origin}/scripted`);
    await page.getByRole("button", { name: "Connect" }).click();
    await frame.getByRole("heading", { name: "Scripted page" }).waitFor();
    await page.waitForTimeout(500);
    expect(await frame.getByText("Script ran").count()).toBe(0);
    expect(await page.getByText("Scripts are blocked on this page.").count()).toBe(1);
    // The switch is locked while connected; a new choice takes effect on the next connection.
    expect(await page.getByRole("switch", { name: "Block scripts" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Disconnect" }).click();

    await page.getByRole("switch", { name: "Block scripts" }).uncheck();
    await page.getByLabel("Web address").fill(`${servers.target.origin}/scripted`);
    await page.getByRole("button", { name: "Connect" }).click();
    await frame.getByText("Script ran").waitFor();
    expect(await page.locator("iframe").getAttribute("sandbox")).toBe(
      "allow-scripts allow-forms allow-popups allow-modals",
    );
    expect(await page.getByText(/Scripts are allowed on this page/).count()).toBe(1);

    await page.reload();
    // The server renders the default (on); the stored choice applies once the page hydrates.
    await expect
      .poll(() => page.getByRole("switch", { name: "Block scripts" }).isChecked())
      .toBe(false);
    await page.evaluate(() => localStorage.removeItem("umbra-proxy-block-scripts"));
  });

  it("never runs a proxied script or applies a proxied stylesheet in one of our own pages", async () => {
    const { page } = await open();
    const proxied = (path: string) =>
      `/api/proxy?url=${encodeURIComponent(`${servers.target.origin}${path}`)}&proxyId=auto`;
    // As an HTML injection would: a script element and a stylesheet pointing at the proxy.
    const outcome = await page.evaluate(
      async ({ script, style }) => {
        const loaded = (element: HTMLScriptElement | HTMLLinkElement) =>
          new Promise<string>((resolve) => {
            element.addEventListener("load", () => resolve("load"));
            element.addEventListener("error", () => resolve("error"));
          });
        const tag = document.createElement("script");
        tag.src = script;
        const scriptEvent = loaded(tag);
        document.body.append(tag);
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = style;
        const styleEvent = loaded(link);
        document.head.append(link);
        return {
          script: await scriptEvent,
          style: await styleEvent,
          ran: (window as { proxiedScriptRan?: boolean }).proxiedScriptRan ?? false,
          h1Color: getComputedStyle(document.querySelector("h1") as Element).color,
        };
      },
      { script: proxied("/app.js"), style: proxied("/site.css") },
    );
    expect(outcome).toMatchObject({ script: "error", style: "error", ran: false });
    expect(outcome.h1Color).not.toBe("rgb(0, 128, 0)");
    expect(await page.getByText("Script ran").count()).toBe(0);
  });

  it("asks for a URL when the field is empty (submitted from the keyboard)", async () => {
    const { page } = await open();
    await page.getByLabel("Web address").focus();
    await page.keyboard.press("Enter");
    const toast = page.getByRole("status").filter({ hasText: "Please enter a URL" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Error");
    expect(await page.locator("iframe").count()).toBe(0);
  });

  it("refuses a private address with the failure badge and toast", async () => {
    const { page } = await open();
    await page.getByLabel("Web address").fill("http://10.0.0.1/");
    await page.getByRole("button", { name: "Connect" }).click();
    const toast = page
      .getByRole("status")
      .filter({ hasText: "10.0.0.1 is a private network address" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Failed to connect to proxy server");
    expect(
      await page
        .locator("p[role=status]")
        .filter({ hasText: "Failed to connect to proxy server" })
        .count(),
    ).toBe(1);
    expect(await page.getByLabel("Web address").isDisabled()).toBe(false);
  });

  it("keeps the keyboard on the address while it connects and after a refusal", async () => {
    const { page } = await open();
    const address = page.getByLabel("Web address");
    await address.fill("http://10.0.0.2/");
    await address.press("Enter");
    await page
      .getByRole("alert")
      .filter({ hasText: "10.0.0.2 is a private network address" })
      .waitFor();
    // Disabled while connecting, the field dropped the focus to the page's top.
    expect(await address.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.getByRole("button", { name: "Connect" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "10.0.0.2" }).waitFor();
    expect(
      await page
        .getByRole("button", { name: "Connect" })
        .evaluate((node) => node === document.activeElement),
    ).toBe(true);
  });

  it("stays usable when its answers have the wrong shape (something else answered for us)", async () => {
    const { page } = await openPage(`${servers.app.url}/tools/web-proxy`, {
      setup: async (context) => {
        await stayOffline(context);
        const answer = (body: string) => (route: Route) =>
          route.fulfill({ status: 200, contentType: "application/json", body });
        await context.route("**/api/proxy/stats", answer("{}"));
        await context.route("**/api/proxy/proxies", answer('[{}, {"id": 1}]'));
        await context.route("**/api/proxy/check?*", answer("null"));
      },
    });
    // The stats read as not loaded, the list as Auto Select alone: the form is still there.
    await page.getByText("Proxy statistics are not available right now.").waitFor();
    expect(await page.locator("select option").allTextContents()).toEqual(["Auto Select"]);
    await page.getByLabel("Web address").fill("https://example.com/");
    await page.getByRole("button", { name: "Connect" }).click();
    const toast = page
      .getByRole("status")
      .filter({ hasText: "The server's answer could not be read." });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Failed to connect to proxy server");
    expect(await page.getByText("Something went wrong").count()).toBe(0);
  });

  /** The tool on a fake clock, with every GET /api/proxy/stats it makes counted. */
  async function openCountingStats() {
    const statsRequests: string[] = [];
    const opened = await openPage(`${servers.app.url}/tools/web-proxy`, {
      setup: async (context) => {
        await stayOffline(context);
        await context.clock.install();
        context.on("request", (request) => {
          if (request.url().endsWith("/api/proxy/stats")) statsRequests.push(request.url());
        });
      },
    });
    return { ...opened, statsRequests };
  }

  it("shows honest stats without proxy locations, refetched every 60 s", async () => {
    const { page, statsRequests } = await openCountingStats();
    const stats = page.getByTestId("proxy-stats");
    await stats.waitFor();
    expect(await stats.locator("dd").allTextContents()).toEqual([
      "0",
      "Not measured",
      "Not measured",
      "Not checked yet",
    ]);
    expect(await page.getByText("No proxy locations are set up on this server").isVisible()).toBe(
      true,
    );
    expect(statsRequests).toHaveLength(1);
    await page.clock.fastForward(59_000);
    expect(statsRequests).toHaveLength(1);
    await page.clock.fastForward(2_000);
    await expect.poll(() => statsRequests.length).toBe(2);
  });

  it("asks for no stats while the tab is hidden, and refreshes once when it is shown", async () => {
    const { page, statsRequests } = await openCountingStats();
    await page.getByTestId("proxy-stats").waitFor();
    expect(statsRequests).toHaveLength(1);
    // Headless Chromium cannot background a tab: the page is told it is hidden, as a switch
    // to another tab tells it.
    const setHidden = (hidden: boolean) =>
      page.evaluate((hidden) => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
        Object.defineProperty(document, "visibilityState", {
          configurable: true,
          get: () => (hidden ? "hidden" : "visible"),
        });
        document.dispatchEvent(new Event("visibilitychange"));
      }, hidden);
    await setHidden(true);
    await page.clock.fastForward(5 * 60_000);
    await page.waitForTimeout(300);
    expect(statsRequests).toHaveLength(1);
    await setHidden(false);
    await expect.poll(() => statsRequests.length).toBe(2);
    await page.waitForTimeout(300);
    expect(statsRequests).toHaveLength(2);
  });

  for (const theme of ["dark", "light"] as const) {
    it(`has no axe violations (${theme})`, async () => {
      const { page } = await open({ theme });
      await page.getByTestId("proxy-stats").waitFor();
      await expectNoAxeViolations(page);
    });
  }

  it("fits a 375 px screen without horizontal scrolling", async () => {
    const { page } = await open({ width: 375 });
    await page.getByLabel("Web address").fill(`${servers.target.origin}/`);
    await page.getByRole("button", { name: "Connect" }).click();
    await page.frameLocator("iframe").getByRole("heading", { name: "Local test site" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
