/** What other features may use of automation on the server (scripts/layers.mjs: one feature reaches another only through here). */
export { countActiveAutomations } from "./automation-store.server";
