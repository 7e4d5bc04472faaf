/** What other features may use of pricing (scripts/layers.mjs: one feature reaches another only through here). */
export { durationOption } from "./checkout-selection";
export { durationTotals } from "./plan-pricing";
