import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeAll, expectNoAxeViolations, openPage } from "./harness";
import { stayOffline } from "./tools-support";

afterAll(closeAll);

const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "add-padding" };

/** The breach API answers "not found" for every prefix; the scripts the page loads are listed. */
function setup(scripts: string[]) {
  return async (context: BrowserContext) => {
    await stayOffline(context);
    await context.route("https://api.pwnedpasswords.com/**", (route) =>
      route.request().method() === "OPTIONS"
        ? route.fulfill({ status: 204, headers: CORS })
        : route.fulfill({ status: 200, headers: CORS, contentType: "text/plain", body: "" }),
    );
    context.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
  };
}

/** Whether a script is one of zxcvbn's chunks (they name its keyboard graphs and word lists). */
const isZxcvbn = (text: string) => text.includes("diceware") || text.includes("qwertz");

async function zxcvbnLoaded(scripts: string[]): Promise<number> {
  let found = 0;
  for (const url of new Set(scripts)) if (isZxcvbn(await (await fetch(url)).text())) found++;
  return found;
}

/** Holds zxcvbn's chunks back for `delayMs`, or fails them (null). */
function holdZxcvbn(delayMs: number | null) {
  return async (context: BrowserContext) => {
    await setup([])(context);
    await context.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      if (!isZxcvbn(await response.text())) return route.fulfill({ response });
      if (delayMs === null) return route.abort("failed");
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return route.fulfill({ response });
    });
  };
}

/** Every label the result has shown since the call, in order (a flash included). */
async function recordLabels(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenLabels: string[] }).seenLabels = seen;
    new MutationObserver(() => {
      const label = document.querySelector('[data-testid="password-result"] p')?.textContent;
      if (label && seen.at(-1) !== label) seen.push(label);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenLabels: string[] }).seenLabels);
}

describe("Password Strength Checker: pattern-aware estimate", () => {
  it("loads zxcvbn only after the first keystroke, then estimates live with a crack time", async () => {
    const scripts: string[] = [];
    const { page } = await openPage("/tools/password-checker", { setup: setup(scripts) });
    await page.getByLabel("Password", { exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await zxcvbnLoaded(scripts)).toBe(0);
    await page.getByLabel("Password", { exact: true }).pressSequentially("qwerty");
    const estimate = page.getByTestId("pattern-estimate");
    await estimate.waitFor();
    expect(await zxcvbnLoaded(scripts)).toBeGreaterThan(0);
    expect(await estimate.innerText()).toContain("Cracked in less than a second");
    expect(await estimate.innerText()).toContain("one of the ten most used passwords");
    await page.getByLabel("Password", { exact: true }).fill("vT8#qLw2!zR9@kPm");
    await page.getByText("Cracked in centuries").waitFor();
  });

  it("reads six spaces as Very Weak, not Good, and says why", async () => {
    const { page } = await openPage("/tools/password-checker", { setup: setup([]) });
    await page.getByLabel("Password", { exact: true }).fill("      ");
    await page.getByRole("button", { name: "Check Password" }).click();
    const result = page.getByTestId("password-result");
    await result.waitFor();
    expect(await result.locator("p").first().textContent()).toBe("Very Weak");
    expect(await result.textContent()).toContain("Score 0 of 5");
    // The reason comes with the pattern panel's chunk, a moment after the score.
    await result
      .getByText("Lowered from Good: an attacker would guess it in less than a second")
      .waitFor();
  });

  it("holds the verdict until the estimate has loaded: no Good that then drops", async () => {
    const { page } = await openPage("/tools/password-checker", { setup: holdZxcvbn(1500) });
    const labels = await recordLabels(page);
    await page.getByLabel("Password", { exact: true }).fill("      ");
    await page.getByRole("button", { name: "Check Password" }).click();
    await page.getByTestId("password-result").waitFor({ timeout: 15_000 });
    await page.getByTestId("pattern-estimate").waitFor();
    expect(await labels()).toEqual(["Very Weak"]);
  });

  it("says the score counts characters only when the estimate cannot load", async () => {
    const { page } = await openPage("/tools/password-checker", { setup: holdZxcvbn(null) });
    await page.getByLabel("Password", { exact: true }).fill("      ");
    await page.getByRole("button", { name: "Check Password" }).click();
    const result = page.getByTestId("password-result");
    await result.waitFor();
    expect(await result.locator("p").first().textContent()).toBe("Good");
    expect(await result.textContent()).toContain(
      "The guessing estimate could not load, so this score counts characters only",
    );
  });

  it("leads with the warning above the lowered score when a predictable password would score Very Strong", async () => {
    const { page } = await openPage("/tools/password-checker", { setup: setup([]) });
    await page.getByLabel("Password", { exact: true }).fill("Password123!");
    await page.getByRole("button", { name: "Check Password" }).click();
    const result = page.getByTestId("password-result");
    await result.waitFor();
    // Very Strong by its characters alone, lowered to what the estimate supports.
    expect(await result.locator("p").first().textContent()).toBe("Weak");
    await result.getByText("Lowered from Very Strong").waitFor();
    const warning = page.getByTestId("lead-warning");
    expect(await warning.innerText()).toContain("follows a pattern attackers try early");
    // The warning comes before the score in the page.
    const order = await page.evaluate(() => {
      const w = document.querySelector('[data-testid="lead-warning"]');
      const r = document.querySelector('[data-testid="password-result"]');
      return w && r ? w.compareDocumentPosition(r) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
  });

  it.each(["dark", "light"] as const)(
    "has no axe violations with a warning (%s)",
    async (theme) => {
      const { page } = await openPage("/tools/password-checker", { theme, setup: setup([]) });
      await page.getByLabel("Password", { exact: true }).fill("Password123!");
      await page.getByRole("button", { name: "Check Password" }).click();
      await page.getByTestId("lead-warning").waitFor();
      await page.getByTestId("pattern-estimate").waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it("fits a 375 px screen with a warning and the estimate", async () => {
    const { page } = await openPage("/tools/password-checker", {
      viewport: { width: 375, height: 800 },
      setup: setup([]),
    });
    await page.getByLabel("Password", { exact: true }).fill("Password123!");
    await page.getByTestId("pattern-estimate").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
