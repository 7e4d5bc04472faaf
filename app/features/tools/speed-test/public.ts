/** What other features may use of tools/speed-test (eslint.config.js: one feature reaches another only through here). */
export { median } from "./stats";
