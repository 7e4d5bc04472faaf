import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { CODE_LOAD_ERROR_TEXT } from "~/lib/code-loading/code-loading";
import { waitForHydration } from "./harness";

/**
 * Keeps a tool test on this machine: every request to a host other than loopback is
 * aborted and listed (tests assert the list, so a third-party call cannot slip through).
 */
export async function stayOffline(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route("**/*", async (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]")
      return route.continue();
    blocked.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  return blocked;
}

/** Answers a JSON request to the page's own API with `body`, after `delayMs`. */
export async function fakeJson(
  target: Pick<BrowserContext | Page, "route">,
  url: string,
  status: number,
  body: unknown,
  delayMs = 0,
) {
  await target.route(url, async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  });
}

/**
 * For a tool whose run's code (`chunk`, blocked by the test) did not load: its alert must give
 * the tool's message and say that a reload helps; then, with the code reachable again, its Try
 * Again must load the page afresh (running again in the same page would fail again: the browser
 * remembers a failed module). Resolves once the reloaded page has hydrated.
 */
export async function expectReloadAfterCodeLoadFailure(
  page: Page,
  chunk: RegExp,
  message: string,
): Promise<void> {
  // The tool's own alert: a page may show another (the password checker's warning banner).
  const alert = page.getByRole("alert").filter({ hasText: message });
  await alert.waitFor();
  expect(await alert.textContent()).toContain(CODE_LOAD_ERROR_TEXT);
  await page.context().unroute(chunk);
  await Promise.all([
    page.waitForEvent("load"),
    alert.getByRole("button", { name: "Try Again" }).click(),
  ]);
  await waitForHydration(page);
  expect(await page.getByRole("alert").count()).toBe(0);
}
