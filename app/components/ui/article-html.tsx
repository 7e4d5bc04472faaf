import { cn } from "./cn";
import { StaticHtml } from "~/lib/static-output/server-html";

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
 * The same typography around an island (decision 021): the document's own copy of a blog
 * article's body (sanitised as above), kept as it is instead of being sent again as hydration
 * data. `html` is the loader's copy after a client-side navigation, else null.
 */
export function ArticleHtmlIsland({
  id,
  html,
  className,
}: {
  id: string;
  html: string | null;
  className?: string;
}) {
  return (
    <StaticHtml
      id={id}
      html={html}
      data-slot="article-html"
      className={cn("article-body", className)}
    />
  );
}
