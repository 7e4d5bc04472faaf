/** What other features may use of articles (scripts/layers.mjs: one feature reaches another only through here). */
export { type ArticleType } from "./article-types";
export { topicSchema } from "./content-input";
export { type ContentGenerator } from "./generator";
export { withVisibleDirectionControls } from "./one-line-text";
