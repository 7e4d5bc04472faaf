import { cn } from "./cn";

/**
 * Sanitised article HTML (sanitizeContentHtml ran before it was stored and again in the
 * loader that hands it here, or it is one of the embedded articles), shown with the one
 * article typography, `.article-body` in app.css: blog articles, published pages and the
 * admin's previews.
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
