/**
 * Pricing and checkout in a real browser against the built server: billing periods change the
 * prices, category tabs, plan buttons carry category, period and plan to the checkout, the
 * pricing FAQ, and the checkout's durations, URL fallbacks, payment panels and validation.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { closeAll, expectNoAxeViolations, openPage } from "./harness";

afterAll(closeAll);

const phone = { width: 375, height: 812 };

const card = (page: Page, plan: string) => page.locator(`article[aria-label="${plan} plan"]`);
const priceOf = (page: Page, plan: string) =>
  card(page, plan).getByTestId("plan-price").textContent();
const savingsOf = (page: Page, plan: string) =>
  card(page, plan).getByTestId("plan-savings").textContent();

/** Clicks the period's label: its radio is visually hidden behind the segmented control. */
async function choosePeriod(page: Page, name: RegExp) {
  const radio = page.getByRole("radio", { name });
  await radio.locator("xpath=..").click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

describe("pricing", () => {
  it("starts on yearly billing and changes prices with the period", async () => {
    const { page, consoleErrors } = await openPage("/pricing");
    expect(await page.getByRole("radio", { name: /Yearly/ }).isChecked()).toBe(true);
    expect(await priceOf(page, "Personal")).toBe("$4.50");
    expect(await priceOf(page, "Pro")).toBe("$6.00");
    expect(await savingsOf(page, "Personal")).toBe("You save $53.94 a year");

    await choosePeriod(page, /Monthly/);
    await expect.poll(() => priceOf(page, "Personal")).toBe("$8.99");
    expect(await priceOf(page, "Pro")).toBe("$11.99");
    expect(await savingsOf(page, "Personal")).toBe("");

    await choosePeriod(page, /2 Years/);
    await expect.poll(() => priceOf(page, "Personal")).toBe("$3.60");
    expect(await priceOf(page, "Pro")).toBe("$4.80");
    expect(await savingsOf(page, "Pro")).toBe("You save $86.33 a year");
    expect(await card(page, "Pro").getByText("Billed every 2 years").count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it("switches between personal and business plans with the tabs, by mouse and keyboard", async () => {
    const { page } = await openPage("/pricing");
    const personal = page.getByRole("tab", { name: "Personal" });
    const business = page.getByRole("tab", { name: "Business" });
    expect(await personal.getAttribute("aria-selected")).toBe("true");
    expect(await card(page, "Teams").count()).toBe(0);

    await business.click();
    await expect.poll(() => business.getAttribute("aria-selected")).toBe("true");
    expect(await priceOf(page, "Teams")).toBe("$8.00");
    expect(await priceOf(page, "Enterprise")).toBe("$15.00");
    expect(await card(page, "Teams").getByText("Minimum 5 users").count()).toBe(1);
    expect(await card(page, "Enterprise").getByText("Minimum 20 users").count()).toBe(1);
    expect(await card(page, "Enterprise").getByText("Most Popular").count()).toBe(1);
    expect(await card(page, "Personal").count()).toBe(0);

    await business.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => personal.getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Personal");
    expect(await card(page, "Pro").count()).toBe(1);
  });

  it("shows included features with checks and excluded ones struck through", async () => {
    const { page } = await openPage("/pricing");
    const personal = card(page, "Personal");
    expect(await personal.locator("li").allTextContents()).toEqual([
      "10 Gbps Speed",
      "3 Devices",
      "Global Content Access",
      "No-logs Privacy",
      "24/7 Support",
      "Kill Switch",
      "Not included: Gaming-optimized Servers",
      "Not included: P2P Support",
      "Not included: Dedicated IP",
    ]);
    expect(await personal.locator(".line-through").count()).toBe(3);
    expect(await card(page, "Pro").getByText("Most Popular").count()).toBe(1);
  });

  it("sends plan buttons to /checkout/{category}/{period} with the plan in the query", async () => {
    const { page } = await openPage("/pricing");
    const trial = card(page, "Pro").getByRole("link", { name: /^Start Free Trial/ });
    expect(await trial.getAttribute("href")).toBe("/checkout/personal/yearly?plan=Pro");

    await choosePeriod(page, /2 Years/);
    await expect
      .poll(() => trial.getAttribute("href"))
      .toBe("/checkout/personal/biennial?plan=Pro");

    await page.getByRole("tab", { name: "Business" }).click();
    await choosePeriod(page, /Monthly/);
    const teams = card(page, "Teams").getByRole("link", { name: /^Get Started/ });
    await expect
      .poll(() => teams.getAttribute("href"))
      .toBe("/checkout/business/monthly?plan=Teams");

    await teams.click();
    await page.waitForURL("**/checkout/business/monthly?plan=Teams");
    await expect.poll(() => page.getByTestId("summary-plan").textContent()).toBe("Teams Plan");
    expect(await page.getByRole("radio", { name: /1 Month/ }).isChecked()).toBe(true);
  });

  it("opens one pricing question at a time", async () => {
    const { page } = await openPage("/pricing");
    const items = page.locator('details[name="pricing-faq"]');
    expect(await items.count()).toBe(4);
    await items.nth(0).locator("summary").click();
    await items.nth(2).locator("summary").click();
    const open = await items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
    expect(open).toEqual([false, false, true, false]);
    await items.nth(2).locator("summary").click();
    expect(await items.evaluateAll((all) => all.some((d) => (d as HTMLDetailsElement).open))).toBe(
      false,
    );
  });

  it("shows three expert reviews, payment icons and Product JSON-LD with four USD offers", async () => {
    const { page } = await openPage("/pricing");
    expect(await page.locator("figure blockquote").count()).toBe(3);
    expect(await page.getByRole("img", { name: "PayPal" }).count()).toBeGreaterThanOrEqual(1);
    // Every page also carries the site-wide Organization; find the Product among them.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks
      .map((text) => JSON.parse(text) as { "@type": string })
      .find((block) => block["@type"] === "Product") as {
      "@type": string;
      offers: { price: string; priceCurrency: string }[];
    };
    expect(jsonLd["@type"]).toBe("Product");
    expect(
      jsonLd.offers.map((o: { price: string; priceCurrency: string }) => [
        o.price,
        o.priceCurrency,
      ]),
    ).toEqual([
      ["8.99", "USD"],
      ["11.99", "USD"],
      ["15.99", "USD"],
      ["29.99", "USD"],
    ]);
  });

  it.each(["dark", "light"] as const)(
    "has no axe violations in the %s theme",
    async (theme) => {
      const { page } = await openPage("/pricing", { theme });
      await expectNoAxeViolations(page);
      await page.getByRole("tab", { name: "Business" }).click();
      await expectNoAxeViolations(page);
    },
    60_000,
  );

  it("fits a 375 px screen", async () => {
    const { page } = await openPage("/pricing", { viewport: phone });
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});

describe("checkout", () => {
  const total = (page: Page) => page.getByTestId("summary-total").textContent();
  const billing = (page: Page) => page.getByTestId("summary-billing").textContent();

  it("shows progress, the plan passed along and at most five of its features", async () => {
    const { page, response } = await openPage("/checkout/personal/yearly?plan=Personal");
    expect(response?.status()).toBe(200);
    const steps = page.getByRole("list", { name: "Checkout progress" }).locator("li");
    expect(await steps.allTextContents()).toEqual([
      "Plan (completed)",
      "Payment (completed)",
      "3Confirmation (not completed)",
    ]);
    expect(await page.getByTestId("summary-plan").textContent()).toBe("Personal Plan");
    const features = page.getByRole("list", { name: "Personal plan features" }).locator("li");
    expect(await features.allTextContents()).toEqual([
      "10 Gbps Speed",
      "3 Devices",
      "Global Content Access",
      "No-logs Privacy",
      "24/7 Support",
    ]);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it("updates totals and billing text when the duration changes", async () => {
    const { page } = await openPage("/checkout/personal/monthly?plan=Personal");
    expect(await total(page)).toBe("$8.99");
    expect(await billing(page)).toBe("Billed $8.99 every month");

    await page.getByRole("radio", { name: /1 Year/ }).check();
    await expect.poll(() => total(page)).toBe("$54.00");
    expect(await billing(page)).toBe("Billed $54.00 every year");
    expect(await page.getByTestId("summary-monthly").textContent()).toBe("$4.50/month");

    await page.getByRole("radio", { name: /2 Years/ }).check();
    await expect.poll(() => total(page)).toBe("$86.40");
    expect(await billing(page)).toBe("Billed $86.40 every 2 years");
    expect(await page.locator("[data-duration=two-year]").textContent()).toContain("Save 60%");
  });

  it.each([
    ["/checkout/personal/biennial?plan=Pro", "Pro Plan", "two-year", "$115.20"],
    ["/checkout/business/biennial", "Enterprise Plan", "two-year", "$288.00"],
    ["/checkout/business/two-year?plan=Teams", "Teams Plan", "two-year", "$153.60"],
    ["/checkout/family/weekly", "Pro Plan", "monthly", "$11.99"],
    ["/checkout", "Pro Plan", "monthly", "$11.99"],
    ["/checkout/personal/yearly?plan=Nonexistent", "Pro Plan", "yearly", "$72.00"],
  ])("%s shows %s on %s", async (path, plan, duration, expectedTotal) => {
    const { page, response } = await openPage(path);
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId("summary-plan").textContent()).toBe(plan);
    expect(await page.locator(`input[name=duration][value=${duration}]`).isChecked()).toBe(true);
    expect(await total(page)).toBe(expectedTotal);
  });

  it("opens and highlights a clicked payment method and collapses the open one", async () => {
    const { page } = await openPage("/checkout/personal/yearly");
    const method = (id: string) => page.locator(`[data-method=${id}]`);
    const trigger = (name: string) => page.getByRole("button", { name, exact: true });

    expect(await trigger("Credit Card").getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByLabel("Card number").isVisible()).toBe(true);
    expect(await page.getByLabel("Card number").getAttribute("autocomplete")).toBe("cc-number");
    expect(await method("credit-card").getAttribute("data-open")).toBe("true");

    await trigger("PayPal").click();
    await expect.poll(() => trigger("PayPal").getAttribute("aria-expanded")).toBe("true");
    expect(await trigger("Credit Card").getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByLabel("Card number").isVisible()).toBe(false);
    expect(await method("paypal").getAttribute("data-open")).toBe("true");
    expect(await method("credit-card").getAttribute("data-open")).toBeNull();
    expect(
      await method("paypal")
        .getByText(/sent to PayPal/)
        .isVisible(),
    ).toBe(true);

    await trigger("PayPal").click();
    await expect.poll(() => trigger("PayPal").getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("[data-method][data-open]").count()).toBe(0);

    await trigger("Cryptocurrency").click();
    expect(
      await method("crypto")
        .getByText(/current market rate/)
        .isVisible(),
    ).toBe(true);
  });

  it("shows both errors together, accessibly, and blocks the order", async () => {
    const { page } = await openPage("/checkout/personal/yearly");
    let alerted = false;
    page.on("dialog", async (dialog) => {
      alerted = true;
      await dialog.dismiss();
    });
    await page.getByRole("button", { name: "Complete Order" }).click();

    const email = page.getByLabel("Email address");
    const terms = page.getByRole("checkbox");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Please enter a valid email address").isVisible()).toBe(true);
    expect(await page.getByText("You must accept the terms to continue").isVisible()).toBe(true);
    expect(await email.getAttribute("aria-describedby")).toContain("checkout-email-error");
    expect(await page.locator("#checkout-email-error").textContent()).toBe(
      "Please enter a valid email address",
    );
    expect(await terms.getAttribute("aria-invalid")).toBe("true");
    expect(await terms.getAttribute("aria-describedby")).toBe("checkout-terms-error");
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await email.getAttribute("class")).toContain("border-destructive");
    expect(alerted).toBe(false);

    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Complete Order" }).click();
    expect(await page.getByText("Please enter a valid email address").count()).toBe(1);

    await email.fill("ana@example.com");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByText("Please enter a valid email address").count()).toBe(0);
    expect(await page.getByText("You must accept the terms to continue").count()).toBe(1);
    await page.getByRole("button", { name: "Complete Order" }).click();
    expect(alerted).toBe(false);
    expect(await terms.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("completes the order with the specified alert", async () => {
    const { page } = await openPage("/checkout/personal/yearly");
    const messages: string[] = [];
    page.on("dialog", async (dialog) => {
      messages.push(dialog.message());
      await dialog.accept();
    });
    await page.getByLabel("Email address").fill("ana@example.com");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Complete Order" }).click();
    await expect
      .poll(() => messages)
      .toEqual(["Order completed! This would normally process payment and create your account."]);
    expect(await page.getByText("You must accept the terms to continue").count()).toBe(0);
  });

  it("links the terms label to the Terms of Use", async () => {
    const { page } = await openPage("/checkout/personal/yearly");
    expect(
      await page.getByRole("link", { name: "Terms of Use" }).first().getAttribute("href"),
    ).toBe("/legal/terms");
  });

  it.each(["dark", "light"] as const)(
    "has no axe violations in the %s theme, errors shown",
    async (theme) => {
      const { page } = await openPage("/checkout/personal/yearly", { theme });
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Complete Order" }).click();
      await page.getByText("You must accept the terms to continue").waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it("fits a 375 px screen", async () => {
    const { page } = await openPage("/checkout/business/yearly", { viewport: phone });
    await noHorizontalScroll(page);
    // The three progress steps share one row: no step wraps below a dangling connector.
    const stepTops = await page
      .getByRole("list", { name: "Checkout progress" })
      .locator("li")
      .evaluateAll((steps) => steps.map((step) => Math.round(step.getBoundingClientRect().top)));
    expect(stepTops).toHaveLength(3);
    expect(new Set(stepTops).size).toBe(1);
    await expectNoAxeViolations(page);
  }, 60_000);
});
