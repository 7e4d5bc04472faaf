/** What other features may use of tools/speed-test (scripts/layers.mjs: one feature reaches another only through here). */
export { median } from "./stats";
