/** What other features may use of pricing (eslint.config.js: one feature reaches another only through here). */
export { durationOption } from "./checkout-selection";
export { durationTotals } from "./plan-pricing";
