/** What other features may use of analytics (eslint.config.js: one feature reaches another only through here). */
export { sendAnalyticsEvent } from "./send-analytics-event";
