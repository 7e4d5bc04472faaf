import { cn } from "./cn";
import { KeptHtml } from "~/lib/static-output/kept-html";

/**
 * Sanitised article HTML (sanitizeContentHtml ran before it was stored and again in the
 * loader that hands it here, or it is one of the embedded articles), shown with the one
 * article typography, `.article-body` in app.css: published pages and the admin's previews
 * (blog articles use `ArticleHtmlIsland`, below).
 */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="article-html"
      className={cn("article-body", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The same typography around kept markup (decision 021): the document's own copy of a blog
 * article's body (sanitised as above), kept as it is instead of being sent again as hydration
 * data; after a client-side navigation, the copy in the article's own document.
 */
export function ArticleHtmlIsland({ id, className }: { id: string; className?: string }) {
  return (
    <KeptHtml id={id} perPage data-slot="article-html" className={cn("article-body", className)} />
  );
}
