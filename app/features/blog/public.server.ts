/** What other features may use of blog on the server (eslint.config.js: one feature reaches another only through here). */
export { publishedPosts } from "./blog-source.server";
