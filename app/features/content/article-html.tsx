import { cn } from "~/components/ui/cn";

/** Typography for stored article HTML (headings, lists, quotes, tables, links). */
export const articleHtmlClass =
  "text-base leading-relaxed text-foreground [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_table]:my-4 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6";

/**
 * Sanitised article HTML (sanitizeContentHtml ran before it was stored and again in the
 * loader that hands it here), shown with the article typography.
 */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="article-html"
      className={cn(articleHtmlClass, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
