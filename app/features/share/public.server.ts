/**
 * What other features may use of share's server-only parts (scripts/layers.mjs). The report's
 * outcomes are checked where a link is made and opened, never in the browser: the connection
 * report's tests hold its rules to them from here, so the pages do not load them.
 */
export { outcomeKey, reportOutcomes } from "./report-outcomes.server";
