/** What other features may use of analytics (scripts/layers.mjs: one feature reaches another only through here). */
export { sendAnalyticsEvent } from "./send-analytics-event";
