import { useEffect } from "react";
import { useLocation } from "react-router";
import { COUNTED_PATH_GLOBAL } from "./page-view-script";
import { sendAnalyticsEvent } from "./send-analytics-event";

let lastPath: string | undefined;

/**
 * Reports the page views of client-side navigations. The document's own view is counted by
 * the page-view script before the app hydrates (page-view-script.tsx); the hook counts it only
 * when that script did not (a browser extension blocked it, say), and then without delay.
 * Only the first view carries document.referrer (later views are internal links).
 */
export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === lastPath) return;
    const first = lastPath === undefined;
    lastPath = pathname;
    const counted = (window as unknown as Record<string, unknown>)[COUNTED_PATH_GLOBAL];
    if (first && counted === pathname) return;
    sendAnalyticsEvent({ path: pathname, referrer: first ? document.referrer : "" });
  }, [pathname]);
}
