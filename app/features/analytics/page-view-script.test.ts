import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { COUNTED_PATH_GLOBAL, pageViewScript } from "./page-view-script";

/** Runs the script as a browser would, with the given page and navigator. */
function run(pathname: string, navigatorFields: Record<string, unknown> = {}) {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const window: Record<string, unknown> = {};
  vm.runInNewContext(pageViewScript, {
    window,
    navigator: { doNotTrack: null, ...navigatorFields },
    location: { pathname },
    document: { referrer: "https://duckduckgo.com/" },
    fetch,
    JSON,
  });
  return { fetch, counted: window[COUNTED_PATH_GLOBAL] };
}

describe("pageViewScript", () => {
  it("posts the page view with its referrer at once, as the hook's events are posted", () => {
    const { fetch, counted } = run("/pricing");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/analytics/event", {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: '{"path":"/pricing","referrer":"https://duckduckgo.com/"}',
    });
    expect(counted).toBe("/pricing");
  });

  it("sends nothing with Do Not Track or Global Privacy Control, nor from admin pages", () => {
    expect(run("/", { doNotTrack: "1" }).fetch).not.toHaveBeenCalled();
    expect(run("/", { globalPrivacyControl: true }).fetch).not.toHaveBeenCalled();
    expect(run("/admin/login").fetch).not.toHaveBeenCalled();
    expect(run("/admin").counted).toBeUndefined();
    expect(run("/administrator").fetch).toHaveBeenCalledTimes(1);
  });
});
