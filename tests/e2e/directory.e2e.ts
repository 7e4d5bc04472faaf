/**
 * The privacy tools directory (/privacy-guides) in a real browser against the built server:
 * the prerendered list, each filter and combinations of them, Reset Filters, the empty state,
 * filters in the URL (shared links, back button, no server round trip), the mobile sheet,
 * external links and review tooltips, and axe in both themes.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { privacyTools } from "~/copy/directory/privacy-tools";
import {
  baseUrl,
  closeAll,
  documentRequests,
  expectNoAxeViolations,
  hydrationDataOf,
  openPage,
  type OpenPageOptions,
} from "./harness";

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const total = privacyTools.length;

afterAll(closeAll);

/** Opens the directory, hydrated. */
function openDirectory(search = "", options: OpenPageOptions = {}) {
  return openPage(`/privacy-guides${search}`, { viewport: desktop, ...options });
}

function sidebar(page: Page): Locator {
  return page.getByRole("complementary", { name: "Filters" });
}

function resultCount(page: Page): Promise<string | null> {
  return page.getByRole("status").textContent();
}

/** The cards shown: the list is static markup whose filtered-out items are hidden in place. */
const shownCards = "main li[data-tool-id]:not([hidden]) article";

function toolNames(page: Page): Promise<string[]> {
  return page
    .locator(`${shownCards} h3`)
    .evaluateAll((headings) =>
      headings.map(
        (heading) => heading.textContent?.replace("(opens in a new tab)", "").trim() ?? "",
      ),
    );
}

function search(page: Page): string {
  return new URL(page.url()).search;
}

async function expectResults(page: Page, names: string[]) {
  await expect.poll(() => toolNames(page)).toEqual(names);
  expect(await resultCount(page)).toBe(
    `${names.length} ${names.length === 1 ? "tool" : "tools"} found`,
  );
}

const chip = (scope: Locator, name: RegExp | string) =>
  scope.getByRole("button", { name, exact: typeof name === "string" });

/** The category icons (`<use>` of the list island's sprite) in the filter chips and the cards. */
const chipIcons = "main aside [role=group] button svg use";
const cardIcons = "main li[data-tool-id] article header svg use";

/**
 * For each icon matching `selector`: the id it draws, whether that id is a <symbol> in the
 * document and whether the symbol's shapes took up room (a broken reference draws nothing).
 */
function categoryIcons(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((uses) =>
    uses.map((use) => {
      const id = use.getAttribute("href")?.slice(1) ?? "";
      const box = (use as SVGGraphicsElement).getBBox();
      const drawn = document.getElementById(id)?.tagName === "symbol" && box.width > 0;
      return { id, drawn };
    }),
  );
}

/** Every category icon in the chips and cards draws from the sprite, which is there once. */
async function expectCategoryIconsDrawn(page: Page) {
  expect(await page.locator("symbol[id^=directory-icon-]").count()).toBeGreaterThan(0);
  expect(await page.locator("svg:has(> symbol)").count()).toBe(1);
  const icons = [
    ...(await categoryIcons(page, chipIcons)),
    ...(await categoryIcons(page, cardIcons)),
  ];
  expect(icons.length).toBeGreaterThan(total);
  expect(icons.filter(({ drawn }) => !drawn)).toEqual([]);
}

describe("the prerendered page", () => {
  it("carries the brand in the title, the description, and every tool in the HTML", async () => {
    const response = await fetch(`${baseUrl()}/privacy-guides`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("<title>Privacy Tools Directory | Umbra VPN</title>");
    expect(html).toContain(
      '<meta name="description" content="A curated collection of privacy-focused tools and software."/>',
    );
    expect(html).toContain(`${total} tools found`);
    for (const tool of privacyTools) expect(html).toContain(`href="${tool.website}"`);
  });

  it("sends the directory once: the cards are markup, not hydration data (issue 18)", async () => {
    const html = await (await fetch(`${baseUrl()}/privacy-guides`)).text();
    const hydrationData = hydrationDataOf(html);
    expect(hydrationData.length).toBeGreaterThan(0);
    for (const tool of privacyTools.slice(0, 10)) {
      expect(html.split(tool.website).length - 1).toBeGreaterThan(0);
      expect(hydrationData).not.toContain(tool.website);
    }
    expect(hydrationData.length).toBeLessThan(10_000);
  });

  it("shows every card and filters them after a client-side navigation to the page", async () => {
    const { page } = await openPage("/faq", { viewport: desktop });
    const documents = documentRequests(page);
    await page.getByRole("link", { name: "Privacy Guides" }).first().click();
    await page.waitForURL("**/privacy-guides");
    await expect.poll(() => page.locator(shownCards).count()).toBe(total);
    expect(documents).toEqual([]);
    // The island fetched from the document brought the icons' sprite with it.
    await expectCategoryIconsDrawn(page);
    await sidebar(page).getByRole("searchbox").fill("Bitwarden");
    await expect.poll(() => toolNames(page)).toContain("Bitwarden");
    expect((await toolNames(page)).length).toBeLessThan(5);
  });

  it("is readable without JavaScript: heading, subtitle, the full list and a note about filters", async () => {
    const { page } = await openPage("/privacy-guides?category=vpn", {
      viewport: desktop,
      javaScriptEnabled: false,
    });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Privacy Tools Directory",
    );
    expect(
      await page.getByText("A curated collection of privacy-focused tools and software.").count(),
    ).toBe(1);
    expect(await page.locator("main article").count()).toBe(total);
    expect(await resultCount(page)).toBe(`${total} tools found`);
    // Controls that cannot work without JavaScript are dimmed and take no pointer, and a note
    // says why (Chromium's no-JavaScript emulation still hides <noscript>, so the HTML is read).
    expect(await sidebar(page).locator("[data-needs-script]").count()).toBe(1);
    const html = await (await fetch(`${baseUrl()}/privacy-guides`)).text();
    expect(html).toMatch(
      /<noscript><style>\[data-needs-script\]\{opacity:\.6;pointer-events:none\}<\/style><p[^>]*>Filtering needs JavaScript; every tool in the directory is listed below.<\/p><\/noscript>/,
    );
  });

  it("hydrates a shared link without console errors and applies its filters", async () => {
    const { page, consoleErrors } = await openDirectory(
      "?category=messaging&audited=1&platform=ios",
    );
    await expectResults(page, ["SimpleX Chat", "Threema"]);
    const filters = sidebar(page);
    expect(await chip(filters, /^Messaging/).getAttribute("aria-pressed")).toBe("true");
    expect(await chip(filters, "iOS").getAttribute("aria-pressed")).toBe("true");
    expect(
      await filters.getByRole("switch", { name: "Audited Only" }).getAttribute("aria-checked"),
    ).toBe("true");
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });
});

describe("each filter", () => {
  it("search matches names, descriptions and tags, case-insensitively, replacing the history entry", async () => {
    const { page } = await openDirectory();
    const historyLength = await page.evaluate(() => history.length);
    const box = sidebar(page).getByRole("searchbox", { name: "Search tools" });
    expect(await box.getAttribute("placeholder")).toBe("Search tools...");
    await box.pressSequentially("WireGuard");
    await expectResults(page, ["Mullvad VPN", "Proton VPN", "IVPN"]);
    expect(search(page)).toBe("?q=WireGuard");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await box.inputValue()).toBe("WireGuard");
    await box.fill("swiss post");
    await expectResults(page, ["Tresorit"]);
    // Typing in the middle of the text keeps what was typed.
    await box.fill("swiss");
    await box.press("Home");
    await box.pressSequentially("a ");
    await expect.poll(() => search(page)).toBe("?q=a+swiss");
    expect(await box.inputValue()).toBe("a swiss");
  });

  it("category chips show counts, All Categories first, and keep one category", async () => {
    const { page } = await openDirectory();
    const chips = sidebar(page).getByRole("group", { name: "Category" }).getByRole("button");
    const labels = await chips.allTextContents();
    expect(labels[0]).toBe(`All Categories ${total}(${total} tools)`);
    expect(labels).toContain("Password Manager 4(4 tools)");
    expect(labels).not.toContainEqual(expect.stringContaining("Data Removal"));
    await chip(sidebar(page), /^Password Manager/).click();
    await expectResults(page, ["Bitwarden", "KeePassXC", "Proton Pass", "1Password"]);
    expect(search(page)).toBe("?category=password-manager");
    expect(await chip(sidebar(page), /^All Categories/).getAttribute("aria-pressed")).toBe("false");
  });

  it("platform chips are multi-select: a tool needs at least one chosen platform", async () => {
    const { page } = await openDirectory();
    await chip(sidebar(page), "Desktop").click();
    await expectResults(page, ["Tails"]);
    await chip(sidebar(page), "Docker").click();
    await expect.poll(() => resultCount(page)).toBe("7 tools found");
    expect(search(page)).toBe("?platform=desktop%2Cdocker");
    await chip(sidebar(page), "Desktop").click();
    await expect.poll(() => resultCount(page)).toBe("6 tools found");
    expect(await chip(sidebar(page), "Desktop").getAttribute("aria-pressed")).toBe("false");
  });

  it("Open Source Only keeps open-source tools", async () => {
    const { page } = await openDirectory();
    const toggle = sidebar(page).getByRole("switch", { name: "Open Source Only" });
    await toggle.click();
    await expect.poll(() => resultCount(page)).toBe("44 tools found");
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect(await toolNames(page)).not.toContain("1Password");
    expect(search(page)).toBe("?open=1");
  });

  it("Audited Only keeps only tools whose audit status is Audited", async () => {
    const { page } = await openDirectory();
    // The visible label toggles the switch too.
    await sidebar(page).getByText("Audited Only", { exact: true }).click();
    await expect.poll(() => resultCount(page)).toBe("17 tools found");
    const names = await toolNames(page);
    for (const notFullyAudited of ["Signal", "Element", "Monero", "Tuta"])
      expect(names).not.toContain(notFullyAudited);
    const badges = await page
      .locator(shownCards)
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('[aria-label="Trust"]')?.textContent ?? ""),
      );
    expect(badges.every((text) => text.includes("Audited") && !text.includes("Partially"))).toBe(
      true,
    );
  });

  it("the Minimum Rating slider goes from 0 to 5 in steps of 0.5 and shows x / 5", async () => {
    const { page } = await openDirectory();
    const slider = sidebar(page).getByRole("slider", { name: "Minimum Rating" });
    expect(
      await slider.evaluate((input: HTMLInputElement) => [
        input.min,
        input.max,
        input.step,
        input.value,
      ]),
    ).toEqual(["0", "5", "0.5", "0"]);
    expect(await sidebar(page).locator('[data-slot="rating-value"]').textContent()).toBe("0 / 5");
    await slider.focus();
    await page.keyboard.press("End");
    await expectResults(page, ["Signal", "uBlock Origin"]);
    expect(await sidebar(page).locator('[data-slot="rating-value"]').textContent()).toBe("5 / 5");
    expect(search(page)).toBe("?rating=5");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => resultCount(page)).toBe(`${total} tools found`);
    expect(await sidebar(page).locator('[data-slot="rating-value"]').textContent()).toBe("4.5 / 5");
  });
});

describe("combinations, reset and the empty state", () => {
  it("applies every filter at once, and Reset Filters clears them all", async () => {
    const { page } = await openDirectory();
    const filters = sidebar(page);
    await chip(filters, /^Messaging/).click();
    await filters.getByRole("switch", { name: "Audited Only" }).click();
    await expectResults(page, ["SimpleX Chat", "Briar", "Threema"]);
    await chip(filters, "iOS").click();
    await filters.getByRole("searchbox").fill("swiss");
    await expectResults(page, ["Threema"]);
    expect(search(page)).toBe("?q=swiss&category=messaging&platform=ios&audited=1");

    await filters.getByRole("button", { name: "Reset Filters" }).click();
    await expect.poll(() => resultCount(page)).toBe(`${total} tools found`);
    expect(search(page)).toBe("");
    expect(await filters.getByRole("searchbox").inputValue()).toBe("");
    expect(
      await filters.getByRole("switch", { name: "Audited Only" }).getAttribute("aria-checked"),
    ).toBe("false");
    expect(await chip(filters, /^All Categories/).getAttribute("aria-pressed")).toBe("true");
  });

  it("says so when nothing matches and offers Reset Filters", async () => {
    const { page } = await openDirectory();
    await sidebar(page).getByRole("searchbox").fill("no such tool anywhere");
    await expect.poll(() => resultCount(page)).toBe("0 tools found");
    const results = page.getByRole("region", { name: "Privacy tools" });
    expect(
      await results.getByRole("heading", { name: "No tools match your filters" }).count(),
    ).toBe(1);
    expect(await page.locator(shownCards).count()).toBe(0);
    await results.getByRole("button", { name: "Reset Filters" }).click();
    await expect.poll(() => page.locator(shownCards).count()).toBe(total);
    expect(search(page)).toBe("");
  });
});

describe("filters in the URL", () => {
  it("filter without a request to the server, and the back button steps back through them", async () => {
    const { page } = await openDirectory();
    // Hydration's own route discovery for the page's links (one /__manifest request) may still
    // be on its way on a loaded machine; what is counted is what filtering asks for.
    await page.waitForLoadState("networkidle");
    // Loader data (.data), route discovery (/__manifest) or a document would be a round trip.
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      const roundTrip =
        url.pathname.endsWith(".data") ||
        url.pathname.startsWith("/__manifest") ||
        request.resourceType() === "document";
      if (url.origin === baseUrl() && roundTrip) requests.push(request.url());
    });
    const filters = sidebar(page);
    await chip(filters, /^VPN/).click();
    await expect.poll(() => resultCount(page)).toBe("3 tools found");
    await filters.getByRole("switch", { name: "Open Source Only" }).click();
    await expect.poll(() => search(page)).toBe("?category=vpn&open=1");
    await filters.getByRole("searchbox").fill("mullvad");
    await expectResults(page, ["Mullvad VPN"]);
    expect(requests).toEqual([]);

    await page.goBack();
    await expect.poll(() => search(page)).toBe("?category=vpn");
    await expectResults(page, ["Mullvad VPN", "Proton VPN", "IVPN"]);
    expect(await filters.getByRole("searchbox").inputValue()).toBe("");
    expect(
      await filters.getByRole("switch", { name: "Open Source Only" }).getAttribute("aria-checked"),
    ).toBe("false");
    await page.goBack();
    await expect.poll(() => resultCount(page)).toBe(`${total} tools found`);
    expect(search(page)).toBe("");
    await page.goForward();
    await expect.poll(() => resultCount(page)).toBe("3 tools found");
  });

  it("a copied URL opens the same view in a new browser", async () => {
    const first = await openDirectory();
    await chip(sidebar(first.page), /^Email Aliasing/).click();
    await chip(sidebar(first.page), "Chrome").click();
    await expect.poll(() => resultCount(first.page)).toBe("2 tools found");
    const shared = search(first.page);
    const second = await openDirectory(shared);
    await expectResults(second.page, await toolNames(first.page));
    expect(await chip(sidebar(second.page), "Chrome").getAttribute("aria-pressed")).toBe("true");
  });
});

describe("cards", () => {
  it("draw their category's icon from the list's one sprite, as the filter chips do", async () => {
    const { page } = await openDirectory();
    await expectCategoryIconsDrawn(page);
    const chipIcon = sidebar(page)
      .getByRole("button", { name: /^Cloud Storage/ })
      .locator("svg");
    expect(await chipIcon.locator("use").getAttribute("href")).toBe(
      "#directory-icon-cloud-storage",
    );
    expect(await chipIcon.getAttribute("aria-hidden")).toBe("true");
    expect(await chipIcon.boundingBox()).toMatchObject({ width: 16, height: 16 });
    const cardIcon = page.locator("li[data-tool-id=tresorit] header svg").first();
    expect(await cardIcon.locator("use").getAttribute("href")).toBe(
      "#directory-icon-cloud-storage",
    );
    expect(await cardIcon.boundingBox()).toMatchObject({ width: 20, height: 20 });
  });

  it("link names to the website in a new tab, and show review counts in a tooltip", async () => {
    const { page } = await openDirectory("?category=password-manager");
    const bitwarden = page.locator("article", {
      has: page.getByRole("heading", { name: /Bitwarden/ }),
    });
    const site = bitwarden.getByRole("link", { name: /^Bitwarden/ });
    expect(await site.getAttribute("href")).toBe("https://bitwarden.com/");
    expect(await site.getAttribute("target")).toBe("_blank");
    expect(await site.getAttribute("rel")).toBe("noopener noreferrer");

    const g2 = bitwarden.getByRole("link", { name: /^G2: 4\.6 \/ 5 from about 200 reviews/ });
    expect(await g2.getAttribute("href")).toBe("https://www.g2.com/products/bitwarden/reviews");
    expect(await g2.getAttribute("rel")).toBe("noopener noreferrer");
    await g2.focus();
    await expect
      .poll(() => page.getByRole("tooltip").textContent())
      .toBe("G2: 4.6 / 5 from about 200 reviews");
    // Tools without review pages have no review links.
    const keepass = page.locator("article", {
      has: page.getByRole("heading", { name: /KeePassXC/ }),
    });
    expect(await keepass.getByRole("list", { name: "Reviews" }).count()).toBe(0);
    expect(
      await keepass
        .getByRole("list", { name: "Platforms" })
        .getByRole("listitem")
        .allTextContents(),
    ).toEqual(["Windows", "macOS", "Linux", "Firefox", "Chrome"]);
  });
});

describe("small screens", () => {
  it("at 375 px the sidebar becomes a sheet opened by Filters, which counts active filters", async () => {
    const { page } = await openDirectory("?open=1", { viewport: phone });
    expect(await sidebar(page).isVisible()).toBe(false);
    const button = page.getByRole("button", { name: "Filters 1 active" });
    await button.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.waitFor();
    await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(375);
    await chip(sheet, /^Search Engines/).click();
    await expect.poll(() => sheet.getByRole("button", { name: "Show 1 tool" }).count()).toBe(1);
    expect(search(page)).toBe("?category=search-engines&open=1");
    await expectNoAxeViolations(page);
    await sheet.getByRole("button", { name: "Show 1 tool" }).click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Filters");
    await expectResults(page, ["SearXNG"]);
    expect(await page.getByRole("button", { name: "Filters 2 active" }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  it("shows one notice, not two on top of each other, when the menu's and the sheet's code both fail", async () => {
    const { page } = await openDirectory("", {
      viewport: phone,
      setup: (context) =>
        context.route(/\/assets\/(mobile-panel|filters-sheet)-[^/]+\.js$/, (route) =>
          route.abort(),
        ),
    });
    const notices = page.getByRole("alert").filter({ hasText: "Part of this page did not load" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await notices.first().waitFor();
    const sheetCodeFailed = page.waitForEvent("requestfailed", (request) =>
      request.url().includes("/assets/filters-sheet-"),
    );
    await page.getByRole("button", { name: "Filters" }).click();
    await sheetCodeFailed;
    await expect
      .poll(() => page.getByRole("button", { name: "Filters" }).getAttribute("aria-expanded"))
      .toBe("true");
    // The sheet's part has now failed as well; give React a moment to show what it would show.
    await page.waitForTimeout(300);
    expect(await notices.count()).toBe(1);
    expect(await notices.getByRole("button", { name: "Reload the page" }).count()).toBe(1);
  });

  it("Escape closes the sheet and keeps the choices", async () => {
    const { page } = await openDirectory("", { viewport: phone });
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await chip(sheet, "Android").click();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(search(page)).toBe("?platform=android");
    expect(await page.getByRole("button", { name: "Filters 1 active" }).count()).toBe(1);
  });
});

describe("accessibility", () => {
  // Filtered-out cards stay in the document (hidden), so axe walks the whole list each time:
  // a large page for axe on a busy two-core machine.
  const axeTimeout = { timeout: 120_000 };
  for (const theme of ["dark", "light"] as const) {
    it(
      `has no axe violations in the ${theme} theme, filtered, with details open, and empty`,
      axeTimeout,
      async () => {
        const { page } = await openDirectory("?category=password-manager", { theme });
        await page.locator(`${shownCards} details summary`).first().click();
        await expectNoAxeViolations(page);
        await sidebar(page).getByRole("searchbox").fill("no such tool anywhere");
        await expect.poll(() => resultCount(page)).toBe("0 tools found");
        await expectNoAxeViolations(page);
      },
    );

    it(`has no axe violations at 375 px in the ${theme} theme`, axeTimeout, async () => {
      // Docker: six tools, two of them with review links.
      const { page } = await openDirectory("?platform=docker", { theme, viewport: phone });
      await expectNoAxeViolations(page);
    });
  }

  it("has no axe violations with the whole list", axeTimeout, async () => {
    const { page } = await openDirectory("", { viewport: phone });
    await expectNoAxeViolations(page);
  });
});
