import { afterEach, describe, expect, it, vi } from "vitest";
import { sendAnalyticsEvent } from "./send-analytics-event";

function browser(navigatorFields: Record<string, unknown>) {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal("navigator", navigatorFields);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendAnalyticsEvent", () => {
  it("posts the event as same-origin JSON that survives leaving the page", () => {
    const fetch = browser({ doNotTrack: null });
    sendAnalyticsEvent({ path: "/pricing", referrer: "https://duckduckgo.com/" });
    expect(fetch).toHaveBeenCalledWith("/api/analytics/event", {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: '{"path":"/pricing","referrer":"https://duckduckgo.com/"}',
    });
  });

  it("sends nothing with Do Not Track or Global Privacy Control", () => {
    const withDnt = browser({ doNotTrack: "1" });
    sendAnalyticsEvent({ path: "/" });
    expect(withDnt).not.toHaveBeenCalled();
    const withGpc = browser({ doNotTrack: null, globalPrivacyControl: true });
    sendAnalyticsEvent({ path: "/" });
    expect(withGpc).not.toHaveBeenCalled();
  });

  it("sends nothing from admin pages", () => {
    const fetch = browser({ doNotTrack: "0", globalPrivacyControl: false });
    sendAnalyticsEvent({ path: "/admin/dashboard" });
    sendAnalyticsEvent({ path: "/admin" });
    expect(fetch).not.toHaveBeenCalled();
    sendAnalyticsEvent({ path: "/administration-guide" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
