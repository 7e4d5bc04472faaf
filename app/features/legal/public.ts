/** What other features may use of legal (eslint.config.js: one feature reaches another only through here). */
export { slugify } from "./toc";
