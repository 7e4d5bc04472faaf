import type { BrowserContext, Page } from "playwright-core";

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
