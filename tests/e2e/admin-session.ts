import type { Page } from "playwright-core";
import { testAdmin } from "../support/test-admin";
import { waitForHydration } from "./harness";

/**
 * Signs the page's browser context in through the API (it shares the context's cookies),
 * then opens `path` and waits for hydration: for tests about what comes after the form.
 */
export async function openSignedIn(page: Page, path = "/admin/dashboard"): Promise<void> {
  const response = await page.context().request.post("/api/auth/login", { data: testAdmin });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  await page.goto(path, { waitUntil: "load" });
  await waitForHydration(page);
}
