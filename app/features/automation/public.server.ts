/** What other features may use of automation on the server (eslint.config.js: one feature reaches another only through here). */
export { countActiveAutomations } from "./automation-store.server";
