import { useEffect } from "react";
import { useLocation } from "react-router";
import { sendAnalyticsEvent } from "./send-analytics-event";

let lastPath: string | undefined;

/**
 * Reports a page view on the first load and on every client-side navigation. The first is
 * sent after the window's load event, so it never competes with the page's own resources;
 * only the first carries document.referrer (later views are internal links).
 */
export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === lastPath) return;
    const referrer = lastPath === undefined ? document.referrer : "";
    lastPath = pathname;
    const send = () => sendAnalyticsEvent({ path: pathname, referrer });
    if (document.readyState === "complete") send();
    else addEventListener("load", send, { once: true });
  }, [pathname]);
}
