/** What other features may use of articles (eslint.config.js: one feature reaches another only through here). */
export { ArticleHtml } from "./article-html";
export { type ArticleType } from "./article-types";
export { topicSchema } from "./content-input";
export { formatDateTime } from "./content-item";
export { type ContentGenerator } from "./generator";
