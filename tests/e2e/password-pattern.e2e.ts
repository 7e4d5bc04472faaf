import type { BrowserContext } from "playwright-core";
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

/** The chunks that hold zxcvbn's dictionaries and matchers (they name its keyboard graphs). */
async function zxcvbnLoaded(scripts: string[]): Promise<number> {
  let found = 0;
  for (const url of new Set(scripts)) {
    const text = await (await fetch(url)).text();
    if (text.includes("diceware") || text.includes("qwertz")) found++;
  }
  return found;
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
    expect(await estimate.innerText()).toContain("Cracked in about less than a second");
    expect(await estimate.innerText()).toContain("one of the ten most used passwords");
    await page.getByLabel("Password", { exact: true }).fill("vT8#qLw2!zR9@kPm");
    await page.getByText("Cracked in about centuries").waitFor();
  });

  it("leads with the warning above the score when a predictable password scores Very Strong", async () => {
    const { page } = await openPage("/tools/password-checker", { setup: setup([]) });
    await page.getByLabel("Password", { exact: true }).fill("Password123!");
    await page.getByRole("button", { name: "Check Password" }).click();
    const result = page.getByTestId("password-result");
    await result.waitFor();
    expect(await result.locator("p").first().textContent()).toBe("Very Strong");
    const warning = page.getByTestId("lead-warning");
    expect(await warning.innerText()).toContain("far weaker than its score suggests");
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
