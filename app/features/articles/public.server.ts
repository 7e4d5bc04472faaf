/** What other features may use of articles on the server (scripts/layers.mjs: one feature reaches another only through here). */
export {
  contentCounts,
  contentFieldColumns,
  generateContentItem,
  isPublishedSlug,
  publishDueContent,
  publishedPageEntries,
} from "./content-store.server";
export { builtinGenerator } from "./builtin-generator";
export { sanitizeContentHtml } from "./sanitize-html.server";
