import type { BrowserContext, Page, Request } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeAll, expectNoAxeViolations, openPage } from "./harness";
import { expectReloadAfterCodeLoadFailure, stayOffline } from "./tools-support";

afterAll(closeAll);

// SHA-1("sunflower") = A678A 63D6ADD51C38F698C580C77287215C4B5E5
const PASSWORD = "sunflower";
const SUFFIX = "63D6ADD51C38F698C580C77287215C4B5E5";
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "add-padding" };

/** Intercepts the breach range API; `answer` null aborts the request (a failed check). */
function breachApi(requests: Request[], answer: string | null, delayMs = 0) {
  return async (context: BrowserContext) => {
    await stayOffline(context);
    await context.route("https://api.pwnedpasswords.com/**", async (route) => {
      if (route.request().method() === "OPTIONS")
        return route.fulfill({ status: 204, headers: CORS });
      requests.push(route.request());
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (answer === null) return route.abort("failed");
      return route.fulfill({ status: 200, headers: CORS, contentType: "text/plain", body: answer });
    });
  };
}

describe("Password Strength Checker", () => {
  it("keeps Check Password disabled while the field is empty", async () => {
    const { page } = await openPage("/tools/password-checker", { setup: breachApi([], "") });
    const button = page.getByRole("button", { name: "Check Password" });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel("Password", { exact: true }).fill("x");
    expect(await button.isDisabled()).toBe(false);
  });

  it("sends only the 5-character hash prefix, then shows score, label, feedback and breach count", async () => {
    const requests: Request[] = [];
    const body = `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${SUFFIX}:42\r\n011053FD0102E94D6AE2F8B83D76FAF94F6:0`;
    const { page } = await openPage("/tools/password-checker", {
      setup: breachApi(requests, body, 700),
    });
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Check Password" }).click();
    await page.getByRole("button", { name: "Checking…" }).waitFor();
    expect(await page.getByRole("button", { name: "Checking…" }).isDisabled()).toBe(true);
    const result = page.getByTestId("password-result");
    await result.waitFor();

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.url()).toBe("https://api.pwnedpasswords.com/range/A678A");
    expect(request.method()).toBe("GET");
    expect(request.postData()).toBeNull();
    expect((await request.allHeaders())["add-padding"]).toBe("true");
    const everything = JSON.stringify({ url: request.url(), headers: await request.allHeaders() });
    expect(everything).not.toContain(PASSWORD);
    expect(everything.toUpperCase()).not.toContain(SUFFIX.slice(0, 8));

    // Strong by its 9 lower-case letters (42 bits), but a dictionary word: lowered.
    expect(await result.locator("p").first().textContent()).toBe("Weak");
    expect(await result.textContent()).toContain("Score 1 of 5");
    await result.getByText("Lowered from Strong").waitFor();
    expect(await result.locator("li").allTextContents()).toEqual([
      "Add uppercase letters",
      "Add numbers",
      "Add special characters",
      "Found in 42 data breaches",
    ]);
  });

  it("says the breach check could not be completed when the request fails, and counts no breach", async () => {
    const { page } = await openPage("/tools/password-checker", { setup: breachApi([], null) });
    await page.getByLabel("Password", { exact: true }).fill("Tr0ub4dor&3xyz");
    await page.getByRole("button", { name: "Check Password" }).click();
    const result = page.getByTestId("password-result");
    await result.waitFor();
    expect(await result.textContent()).toContain("The breach check could not be completed");
    expect(await result.textContent()).toContain("Very Strong");
    expect(await result.locator("li").count()).toBe(0);
  });

  it("tells the visitor to reload when the breach check's code cannot load, and Try Again reloads", async () => {
    const breachChunk = /\/assets\/breach-[^/]+\.js$/;
    const { page } = await openPage("/tools/password-checker", {
      setup: async (context) => {
        await breachApi([], `${SUFFIX}:3`)(context);
        await context.route(breachChunk, (route) => route.abort());
      },
    });
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Check Password" }).click();
    await expectReloadAfterCodeLoadFailure(page, breachChunk, "Failed to analyze password.");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Check Password" }).click();
    await page.getByTestId("password-result").waitFor();
  });

  it.each(["dark", "light"] as const)("has no axe violations with a result (%s)", async (theme) => {
    const { page } = await openPage("/tools/password-checker", {
      theme,
      setup: breachApi([], `${SUFFIX}:3`),
    });
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Check Password" }).click();
    await page.getByTestId("password-result").waitFor();
    await expectNoAxeViolations(page);
  });
});

describe("Password Generator", () => {
  const output = (page: Page) => page.getByLabel("Generated password");

  it("generates a 16-character password with every class, and a strength reading", async () => {
    const { page, consoleErrors } = await openPage("/tools/password-generator", {
      setup: stayOffline,
    });
    await output(page).waitFor();
    const password = await output(page).inputValue();
    expect(password).toHaveLength(16);
    for (const pattern of [/[A-Z]/, /[a-z]/, /[0-9]/, /[!@#$%^&*()_+\-=[\]{}|;:,.<>?]/])
      expect(password).toMatch(pattern);
    expect(await page.getByTestId("generator-strength").textContent()).toBe("Very Strong (92/100)");
    await page.getByRole("button", { name: "Generate" }).click();
    expect(await output(page).inputValue()).not.toBe(password);
    expect(consoleErrors).toEqual([]);
  });

  it("follows the length slider and the character toggles", async () => {
    const { page } = await openPage("/tools/password-generator", { setup: stayOffline });
    await output(page).waitFor();
    const slider = page.getByLabel("Password length: 16");
    await slider.focus();
    await page.keyboard.press("End");
    expect(await output(page).inputValue()).toHaveLength(64);
    await page.getByRole("switch", { name: "Symbols (!@#$%^&*)" }).uncheck();
    await page.getByRole("switch", { name: "Uppercase letters (A-Z)" }).uncheck();
    await page.getByRole("switch", { name: "Lowercase letters (a-z)" }).uncheck();
    expect(await output(page).inputValue()).toMatch(/^[0-9]{64}$/);
    expect(await page.getByTestId("generator-strength").textContent()).toBe("Moderate (55/100)");
  });

  it("refuses to generate with no character type selected", async () => {
    const { page } = await openPage("/tools/password-generator", { setup: stayOffline });
    await output(page).waitFor();
    for (const name of [
      "Uppercase letters (A-Z)",
      "Lowercase letters (a-z)",
      "Numbers (0-9)",
      "Symbols (!@#$%^&*)",
    ]) {
      await page.getByRole("switch", { name }).uncheck();
    }
    await page.getByRole("button", { name: "Generate" }).click();
    await page.getByText("Please select at least one character type", { exact: true }).waitFor();
    expect(await page.getByText("Error", { exact: true }).isVisible()).toBe(true);
  });

  it("copies to the clipboard and says so for 2 seconds", async () => {
    const { page, context } = await openPage("/tools/password-generator", { setup: stayOffline });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await output(page).waitFor();
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByText("Password copied to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await output(page).inputValue(),
    );
    const shownAt = Date.now();
    await page.getByText("Password copied to clipboard").waitFor({ state: "detached" });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
  });

  it("reports a failed copy", async () => {
    const { page } = await openPage("/tools/password-generator", {
      setup: async (context) => {
        await stayOffline(context);
        await context.addInitScript(() => {
          Object.defineProperty(navigator, "clipboard", {
            value: { writeText: () => Promise.reject(new Error("denied")) },
          });
        });
      },
    });
    await output(page).waitFor();
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByText("Failed to copy password", { exact: true }).waitFor();
    expect(await page.getByText("Password copied to clipboard").count()).toBe(0);
  });

  it.each(["dark", "light"] as const)("has no axe violations (%s)", async (theme) => {
    const { page } = await openPage("/tools/password-generator", { theme, setup: stayOffline });
    await output(page).waitFor();
    await expectNoAxeViolations(page);
  });
});
