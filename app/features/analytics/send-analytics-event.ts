/**
 * The browser side of the cookieless analytics (docs/decisions/012-analytics.md): a few
 * hundred bytes, no dependencies, because it ships on every public page, the landing page
 * included. Nothing is sent when the browser asks not to be tracked, nor from admin pages.
 */
export type AnalyticsBeacon = { path: string; referrer?: string; goal?: "checkout-submitted" };

export function sendAnalyticsEvent(event: AnalyticsBeacon): void {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (browser.doNotTrack === "1" || browser.globalPrivacyControl === true) return;
  if (/^\/admin(\/|$)/.test(event.path)) return;
  fetch("/api/analytics/event", {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(event),
  }).catch(() => {});
}
