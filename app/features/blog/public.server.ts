/** What other features may use of blog on the server (scripts/layers.mjs: one feature reaches another only through here). */
export { publishedSummaries } from "./blog-source.server";
