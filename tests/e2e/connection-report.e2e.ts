import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { CODE_LOAD_ERROR_TEXT } from "~/lib/code-loading/code-loading";
import { baseUrl, closeAll, expectNoAxeViolations, openHeld, openPage } from "./harness";
import { expectReloadAfterCodeLoadFailure, fakeJson, stayOffline } from "./tools-support";
import { fakePeerConnection } from "./webrtc-support";

afterAll(closeAll);

const srflx = (ip: string) =>
  `candidate:3 1 udp 1686052607 ${ip} 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0`;
const lanHost = "candidate:2 1 udp 2122260223 192.168.1.20 54322 typ host generation 0";

const probeAnswer = (ip: string, family: 4 | 6, asn: number, org: string) => ({
  ip,
  family,
  kind: "public",
  asn,
  org,
  city: null,
  region: null,
  country: "Germany",
  countryCode: "DE",
  timezone: null,
  latitude: null,
  longitude: null,
});

// A name the provider database holds: a share link carries no other (POST /api/share).
const PUBLIC_V4 = probeAnswer("203.0.113.7", 4, 64500, "Deutsche Telekom AG");

/**
 * The single-family probes, answered in the browser: the probe "origins" are paths on this
 * site, so the page's CSP (connect-src 'self') lets them through like configured hosts.
 */
async function fakeProbes(context: BrowserContext, v6Asn: number) {
  const base = baseUrl();
  // The address websites see, as a public one: the test server sees loopback, not looked up.
  await fakeJson(context, "**/api/ip", 200, PUBLIC_V4);
  await fakeJson(context, "**/api/ip/probes", 200, { v4: `${base}/v4`, v6: `${base}/v6` });
  await fakeJson(context, "**/v4/api/ip/probe", 200, PUBLIC_V4);
  await fakeJson(
    context,
    "**/v6/api/ip/probe",
    200,
    probeAnswer("2001:db8::7", 6, v6Asn, "Other Net"),
  );
}

/**
 * A DNS leak test that finds one resolver (after `delayMs`), or none when `unseen` (no resolver
 * asked our server).
 */
async function fakeDns(
  context: BrowserContext,
  options: { delayMs: number; leak: boolean; unseen?: boolean },
) {
  const resolver = {
    ip: "203.0.113.53",
    provider: null,
    country: null,
    countryCode: null,
    kind: "public",
    queries: 2,
  };
  await fakeJson(context, "**/api/dns-leak", 201, { id: "t1", names: [] }, options.delayMs);
  await fakeJson(context, "**/api/dns-leak/t1", 200, {
    id: "t1",
    servers: options.unseen ? [] : [resolver],
    leak: options.leak,
    reasons: options.leak ? ["outside-vpn-ranges"] : [],
    outsideVpn: options.leak ? ["203.0.113.53"] : [],
    vpnRangesConfigured: true,
  });
}

type ReportOptions = {
  leak: boolean;
  theme?: "dark" | "light";
  width?: number;
  dnsDelayMs?: number;
  dnsUnseen?: boolean;
  /** /api/ip answered by the test server itself, which sees the browser's loopback address. */
  localAddress?: boolean;
};

/** The page's options with every check answered in the browser. */
function reportPage(options: ReportOptions) {
  return {
    theme: options.theme,
    viewport: options.width ? { width: options.width, height: 800 } : undefined,
    setup: async (context: BrowserContext) => {
      const seenOverHttp = options.localAddress ? "127.0.0.1" : PUBLIC_V4.ip;
      // stayOffline first (inside fakePeerConnection): routes added later take precedence.
      await fakePeerConnection({
        candidates: [lanHost, srflx(options.leak ? "198.51.100.4" : seenOverHttp)],
        delay: 0,
      })(context);
      await fakeProbes(context, options.leak ? 3320 : 64500);
      if (options.localAddress) await context.unroute("**/api/ip");
      await fakeDns(context, {
        delayMs: options.dnsDelayMs ?? 0,
        leak: options.leak,
        unseen: options.dnsUnseen,
      });
    },
  };
}

/** A report as a leaking run shares it, from `network` in Austria. */
const leakingReport = (network: string) => ({
  checks: [
    { id: "ip", status: "pass", findings: [] },
    { id: "ipv6", status: "leak", findings: ["ipv6-other-network"] },
    { id: "dns", status: "leak", findings: ["dns-multiple-resolvers", "dns-outside-vpn-ranges"] },
    { id: "webrtc", status: "leak", findings: ["webrtc-leak", "webrtc-local-exposed"] },
    {
      id: "signals",
      status: "warn",
      findings: ["gpc-off", "dnt-off", "third-party-cookies-unknown"],
    },
  ],
  countryCode: "AT",
  network,
});

const openReport = (options: ReportOptions) =>
  openPage("/tools/connection-report", reportPage(options));

const status = (page: Page, id: string) =>
  page.getByTestId(`check-${id}`).getAttribute("data-status");

describe("Connection Report", () => {
  it("shows each check as it completes, then one verdict naming every leak", async () => {
    const { page, consoleErrors } = await openReport({ leak: true, dnsDelayMs: 2500 });
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    // IPv6 is done while the DNS test is still running: results are not held for the end.
    await page.locator('[data-testid="check-ipv6"][data-status="leak"]').waitFor();
    expect(await status(page, "dns")).toBe("running");
    expect(await page.getByRole("status").first().innerText()).toMatch(/Checking… \d of 5 done/);
    const verdict = page.getByTestId("report-verdict");
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getByRole("heading").innerText()).toBe(
      "Leaking: IPv4 and IPv6, DNS leak test, WebRTC",
    );
    expect(await page.getByTestId("check-ipv6").innerText()).toContain(
      "IPv6 leaks outside the VPN",
    );
    expect(await page.getByTestId("check-ipv6").innerText()).toContain("2001:db8::7");
    expect(await page.getByTestId("check-webrtc").innerText()).toContain(
      "Turn on your VPN's WebRTC protection",
    );
    expect(await status(page, "signals")).toBe("warn");
    expect(consoleErrors.filter((line) => !line.includes("Failed to load resource"))).toEqual([]);
  });

  it("keeps the keyboard focus on its button while it runs, and a second Enter starts nothing", async () => {
    const { page } = await openReport({ leak: false, dnsDelayMs: 2500 });
    const button = page.getByRole("button", { name: "Run Connection Report" });
    let testsStarted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/dns-leak")) testsStarted++;
    });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.locator('[data-testid="check-dns"][data-status="running"]').waitFor();
    // A disabled button would drop the focus to the page: whoever pressed Enter loses their place.
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return [element?.tagName, element?.ariaBusy, element?.ariaDisabled];
    });
    expect(focused).toEqual(["BUTTON", "true", "true"]);
    await page.keyboard.press("Enter");
    await page.getByTestId("report-verdict").waitFor({ timeout: 15_000 });
    expect(testsStarted).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Run Again");
  });

  it("says so when the report's code cannot load, and Try Again reloads the page", async () => {
    const runChunk = /\/assets\/run-connection-report-[^/]+\.js$/;
    const { page, context } = await openReport({ leak: false });
    await context.route(runChunk, (route) => route.abort());
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByTestId("check-dns").count()).toBe(0);
    await expectReloadAfterCodeLoadFailure(page, runChunk, "The report could not run.");
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    await page.getByTestId("report-verdict").waitFor({ timeout: 15_000 });
  });

  it.each([
    ["the cards'", /\/assets\/check-card-[^/]+\.js$/],
    ["their detail rows'", /\/assets\/report-details-[^/]+\.js$/],
  ])("shows one notice in place of the checks when %s code cannot load", async (_part, chunk) => {
    const { page, context } = await openReport({ leak: false });
    await context.route(chunk, (route) => route.abort());
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    const notice = page.getByRole("alert").filter({ hasText: CODE_LOAD_ERROR_TEXT });
    await notice.waitFor();
    // Five cards: each showed its own notice before, and rows that failed left theirs empty.
    expect(await notice.count()).toBe(1);
    expect(await page.getByRole("list", { name: "Checks" }).count()).toBe(0);
    await page.getByTestId("report-verdict").waitFor({ timeout: 15_000 });
    expect(await notice.count()).toBe(1);
  });

  it("runs when its button was pressed before the page's JavaScript arrived (decision 022)", async () => {
    const { page, release } = await openHeld(
      "/tools/connection-report",
      reportPage({ leak: false }),
    );
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
    release();
    const verdict = page.getByTestId("report-verdict");
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getByRole("heading").innerText()).toBe("Protected");
  });

  it("says Protected when every check passes", async () => {
    const { page } = await openReport({ leak: false });
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    const verdict = page.getByTestId("report-verdict");
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getAttribute("data-verdict")).toBe("protected");
    expect(await verdict.getByRole("heading").innerText()).toBe("Protected");
    expect(await status(page, "webrtc")).toBe("pass");
  });

  it("says Could not check for the address when the server sees a local one, never OK", async () => {
    const { page } = await openReport({ leak: false, localAddress: true });
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    const verdict = page.getByTestId("report-verdict");
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getByRole("heading").innerText()).toBe(
      "Could not check: IP address & location",
    );
    expect(await status(page, "ip")).toBe("unknown");
    const card = page.getByTestId("check-ip");
    expect(await card.innerText()).toContain("This is not a public internet address");
    expect(await card.innerText()).not.toMatch(/\bOK\b/);
  });

  it("says Could not check for DNS when no resolver asked our server, never that it passed", async () => {
    const { page } = await openReport({ leak: false, dnsUnseen: true });
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    const verdict = page.getByTestId("report-verdict");
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getAttribute("data-verdict")).not.toBe("protected");
    expect(await verdict.innerText()).toContain("Could not check: DNS leak test");
    expect(await status(page, "dns")).toBe("unknown");
    expect(await page.getByTestId("check-dns").innerText()).toContain(
      "No resolver asked our server for the test names",
    );
  });

  it("says Could not check for IPv6 when its probe answered with an error, never that there is none", async () => {
    const { page, context } = await openReport({ leak: false });
    // A rate limit on the IPv6 host: the answer came over IPv6, so IPv6 works (and may leak).
    await fakeJson(context, "**/v6/api/ip/probe", 429, { message: "Too many requests" });
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    const verdict = page.getByTestId("report-verdict");
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.getByRole("heading").innerText()).toBe("Could not check: IPv4 and IPv6");
    expect(await status(page, "ipv6")).toBe("unknown");
    const card = await page.getByTestId("check-ipv6").innerText();
    expect(card).toContain("The separate IPv4 and IPv6 checks did not both answer");
    expect(card).not.toContain("no IPv6");
  });

  it.each(
    [null, [], "x", 0, {}, { kind: "public" }].map(
      (answer) => [JSON.stringify(answer), answer] as const,
    ),
  )(
    "finishes with the address not checked when the address lookup answers %s",
    async (_, answer) => {
      const { page, context } = await openReport({ leak: false });
      // Not our server's answer (a middlebox, or an instance of another release mid-deploy).
      await fakeJson(context, "**/api/ip", 200, answer);
      await page.getByRole("button", { name: "Run Connection Report" }).click();
      const verdict = page.getByTestId("report-verdict");
      await verdict.waitFor({ timeout: 15_000 });
      expect(await verdict.getByRole("heading").innerText()).toBe(
        "Could not check: IP address & location",
      );
      expect(await status(page, "ip")).toBe("unknown");
      expect(await page.getByRole("button", { name: "Share result" }).count()).toBe(1);
    },
  );

  it("leaves no empty details under a check that found no address to show", async () => {
    // This test server names no probe hosts, so neither family has an address to list.
    const { page } = await openPage("/tools/connection-report", { setup: stayOffline });
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    await page.getByTestId("report-verdict").waitFor({ timeout: 15_000 });
    expect(await status(page, "ipv6")).toBe("unknown");
    expect(await page.getByTestId("check-ipv6").locator("dl").count()).toBe(0);
  });

  it("shares a signed link without any address that opens a read-only report", async () => {
    const { page, context } = await openReport({ leak: true });
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    await page.getByTestId("report-verdict").waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Share result" }).click();
    const field = page.getByTestId("share-link");
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(/\/tools\/connection-report#r=[\w-]+\.[\w-]+$/);
    const payload = Buffer.from(link.split("#r=")[1]!.split(".")[0]!, "base64url").toString();
    expect(payload).not.toMatch(/203\.0\.113|2001:db8|198\.51\.100|127\.0\.0\.1|192\.168/);

    const shared = await context.newPage();
    await shared.goto(link);
    const view = shared.getByTestId("shared-report");
    await view.getByTestId("report-verdict").waitFor();
    expect(await view.getByTestId("report-verdict").getByRole("heading").innerText()).toBe(
      "Leaking: IPv4 and IPv6, DNS leak test, WebRTC",
    );
    expect(await view.innerText()).toContain("Deutsche Telekom AG, DE");
    expect(await view.innerText()).not.toMatch(/\d+\.\d+\.\d+\.\d+|2001:db8/);
    expect(await shared.getByRole("button", { name: "Run Connection Report" }).count()).toBe(0);

    const [body, signature] = link.split("#r=")[1]!.split(".") as [string, string];
    const forged = Buffer.from(
      Buffer.from(body, "base64url").toString().replaceAll('"leak"', '"pass"'),
    ).toString("base64url");
    const tampered = await context.newPage();
    await tampered.goto(`${baseUrl()}/tools/connection-report#r=${forged}.${signature}`);
    await tampered
      .getByRole("alert")
      .filter({ hasText: "damaged or was not made by this site" })
      .waitFor();

    // A link cut short (a chat app or a mail client dropped its signature) says it is damaged,
    // not the empty tool as if no link had been opened.
    const truncated = await context.newPage();
    await truncated.goto(`${baseUrl()}/tools/connection-report#r=${body}`);
    await truncated
      .getByTestId("shared-report")
      .getByRole("alert")
      .filter({ hasText: "damaged or was not made by this site" })
      .waitFor({ timeout: 10_000 });

    // A genuine link opened on the other tool's page is refused there, not shown as an empty card.
    const elsewhere = await context.newPage();
    await elsewhere.goto(`${baseUrl()}/tools/speed-test#r=${body}.${signature}`);
    await elsewhere
      .getByTestId("shared-speed-test")
      .getByRole("alert")
      .filter({ hasText: "damaged or was not made by this site" })
      .waitFor();
  });

  it.each(["dark", "light"] as const)(
    "has no axe violations with a finished report (%s)",
    async (theme) => {
      const { page } = await openReport({ leak: true, theme });
      await page.getByRole("button", { name: "Run Connection Report" }).click();
      await page.getByTestId("report-verdict").waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page);
    },
  );

  it.each(["dark", "light"] as const)(
    "shows a shared report with the longest network names on a 375 px screen (%s)",
    async (theme) => {
      // The database's longest shareable name, and the one with the longest word (45 letters).
      for (const network of [
        "Akenten Appiah-Menka University of Skills Training and Entrepreneurial Development - Akenten Appiah-Menka University of Skills Training and Entrepreneurial Development",
        "Vorarlberger Informatik- und Telekommunikationsdienstleistungsgesellschaft mbH",
      ]) {
        const made = await fetch(`${baseUrl()}/api/share`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: baseUrl() },
          body: JSON.stringify({ kind: "connection-report", result: leakingReport(network) }),
        });
        expect(made.status, network).toBe(201);
        const { token } = (await made.json()) as { token: string };
        const { page } = await openPage(`/tools/connection-report#r=${token}`, {
          theme,
          viewport: { width: 375, height: 800 },
        });
        const view = page.getByTestId("shared-report");
        await view.getByTestId("report-verdict").waitFor();
        expect(await view.innerText()).toContain(`${network}, AT`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), network).toBe(375);
        await expectNoAxeViolations(page);
      }
    },
  );

  it("shows the report of the link in the address bar when another link is opened in the same tab", async () => {
    const link = async (result: object) => {
      const made = await fetch(`${baseUrl()}/api/share`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseUrl() },
        body: JSON.stringify({ kind: "connection-report", result }),
      });
      return ((await made.json()) as { token: string }).token;
    };
    const leaking = await link(leakingReport("Deutsche Telekom AG"));
    const protectedReport = {
      ...leakingReport("Deutsche Telekom AG"),
      checks: [
        { id: "ip", status: "pass", findings: [] },
        { id: "ipv6", status: "pass", findings: ["same-network"] },
        { id: "dns", status: "pass", findings: ["dns-ok"] },
        { id: "webrtc", status: "pass", findings: ["webrtc-ok"] },
        {
          id: "signals",
          status: "pass",
          findings: ["gpc-on", "dnt-on", "third-party-cookies-unknown"],
        },
      ],
    };
    const { page } = await openPage(`/tools/connection-report#r=${leaking}`);
    const verdict = page.getByTestId("shared-report").getByTestId("report-verdict");
    await verdict.waitFor();
    expect(await verdict.getAttribute("data-verdict")).toBe("leaking");
    // A second link pasted into the same tab changes only the fragment: no new document.
    await page.evaluate(
      (token) => (window.location.hash = `r=${token}`),
      await link(protectedReport),
    );
    await page.locator('[data-testid="report-verdict"][data-verdict="protected"]').waitFor();
    await page.evaluate(() => (window.location.hash = "r=cut-short"));
    await page
      .getByTestId("shared-report")
      .getByRole("alert")
      .filter({ hasText: "damaged or was not made by this site" })
      .waitFor();
    expect(await page.getByTestId("report-verdict").count()).toBe(0);
  });

  it("fits a 375 px screen with a finished report, and is the first tools card and menu entry", async () => {
    const { page } = await openReport({ leak: true, width: 375 });
    await page.getByRole("button", { name: "Run Connection Report" }).click();
    await page.getByTestId("report-verdict").waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain("/tools/connection-report</loc>");
    const tools = await openPage("/tools");
    expect((await tools.page.locator("main ul li h2").allTextContents())[0]).toBe(
      "Connection Report",
    );
  });
});
