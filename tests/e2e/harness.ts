import AxeBuilder from "@axe-core/playwright";
import { existsSync } from "node:fs";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Response,
} from "playwright-core";
import { inject } from "vitest";
import { THEME_STORAGE_KEY } from "~/lib/theme/theme";

/** The system Chromium: Playwright's own browser download cannot work on these machines. */
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const launchArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export function baseUrl(): string {
  return inject("baseUrl");
}

/**
 * The hydration data React Router wrote into a document (its `__reactRouterContext` scripts),
 * to check that content the page keeps as markup is not sent a second time as data.
 */
export function hydrationDataOf(html: string): string {
  return [...html.matchAll(/<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/g)]
    .map(([, text]) => text)
    .join("");
}

/** Records the documents (full page loads) the page requests from now on. */
export function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") urls.push(request.url());
  });
  return urls;
}

/**
 * Watches the element `id` from now on: the returned function tells whether it was ever in the
 * page empty (a page drawn before its kept markup arrived).
 */
export async function watchForEmpty(page: Page, id: string): Promise<() => Promise<boolean>> {
  await page.evaluate((id) => {
    const state = window as unknown as { sawEmpty: boolean };
    state.sawEmpty = false;
    new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element && element.innerHTML.trim() === "") state.sawEmpty = true;
    }).observe(document.body, { childList: true, subtree: true });
  }, id);
  return () => page.evaluate(() => (window as unknown as { sawEmpty: boolean }).sawEmpty);
}

/**
 * The page's layout-shift score since it started loading (the browser keeps the entries), as
 * Lighthouse adds it up: shifts right after an input do not count. Waits `settleMs` first, for
 * shifts still to come.
 */
export function layoutShiftTotal(page: Page, settleMs = 100): Promise<number> {
  return page.evaluate(
    (settleMs) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) total += shift.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), settleMs);
      }),
    settleMs,
  );
}

/** Holds the page's fetches of `path`'s document (not its data) for `ms` before sending them. */
export async function delayDocumentFetch(page: Page, path: string, ms: number) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function getBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath} (apt-get install -y chromium, or set CHROME_PATH)`,
    );
  }
  browser ??= await chromium.launch({ executablePath, args: launchArgs, headless: true });
  return browser;
}

export type OpenPageOptions = {
  viewport?: { width: number; height: number };
  /** Stored theme, written to localStorage before the page's first script runs. */
  theme?: "dark" | "light";
  javaScriptEnabled?: boolean;
  /** False: do not wait for (or start) hydration; the page is as the visitor first gets it. */
  hydrate?: boolean;
  /** Runs on the new context before the page is opened (routes, init scripts, permissions). */
  setup?: (context: BrowserContext) => Promise<unknown>;
};

export type OpenedPage = {
  page: Page;
  context: BrowserContext;
  response: Response | null;
  /** Console errors and uncaught exceptions seen so far (the array keeps filling). */
  consoleErrors: string[];
};

/** Opens `path` in a fresh browser context (own storage), waiting until the page has loaded. */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await (
    await getBrowser()
  ).newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  contexts.push(context);
  if (options.theme) {
    await context.addInitScript(([key, theme]) => window.localStorage.setItem(key, theme), [
      THEME_STORAGE_KEY,
      options.theme,
    ] as const);
  }
  await options.setup?.(context);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  const response = await page.goto(path, { waitUntil: "load" });
  if (options.javaScriptEnabled !== false && options.hydrate !== false) {
    await waitForHydration(page);
  }
  return { page, context, response, consoleErrors };
}

/**
 * Resolves once React Router has hydrated the page, so clicks reach React handlers. A page that
 * hydrates on the visitor's intent (decision 022) is told to start now; tests of that waiting
 * open the page with `hydrate: false`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.evaluate(() => {
    const intent = window.__umbraIntent;
    intent?.begin();
    return intent?.hydrated;
  });
  await page.waitForFunction(
    () => "__reactRouterRouteModules" in window && document.readyState === "complete",
  );
  await page.waitForTimeout(50);
}

/**
 * Opens a page without starting the app and holds its JavaScript back until the returned
 * `release()`, so everything the test does before that happens before hydration, however
 * fast the machine (pages that hydrate on intent, decision 022). `options.setup` runs first.
 */
export async function openHeld(path: string, options: Omit<OpenPageOptions, "hydrate"> = {}) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const opened = await openPage(path, {
    ...options,
    hydrate: false,
    setup: async (context) => {
      await options.setup?.(context);
      await context.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    },
  });
  return { ...opened, release };
}

/** Fails with a readable list when axe finds WCAG 2.2 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  if (results.violations.length === 0) return;
  const report = results.violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(" ")} — ${node.failureSummary ?? ""}`)
          .join("\n"),
    )
    .join("\n");
  throw new Error(
    `axe found ${results.violations.length} violation(s) on ${page.url()}:\n${report}`,
  );
}

/**
 * Closes every context opened so far. Run after each test (close-contexts.ts): a page left
 * open keeps its memory and its animations while the rest of the file runs.
 */
export async function closeContexts(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
}

export async function closeAll(): Promise<void> {
  await closeContexts();
  await browser?.close();
  browser = undefined;
}
