import { ChevronDown, ListTree } from "lucide-react";
import { blogCopy } from "~/copy/blog/blog-copy";
import { cn } from "~/components/ui/cn";
import type { ArticleHeading } from "./article-html";

const copy = blogCopy.article;

function TocLinks({
  headings,
  currentId,
}: {
  headings: readonly ArticleHeading[];
  currentId?: string;
}) {
  return (
    <ol className="grid gap-1 text-sm">
      {headings.map((heading) => {
        const current = heading.id === currentId;
        return (
          <li key={heading.id} className={heading.level === 3 ? "pl-4" : undefined}>
            <a
              href={`#${heading.id}`}
              aria-current={current ? "location" : undefined}
              className={cn(
                "block rounded-md border-l-2 px-3 py-1.5 leading-snug transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                current
                  ? "border-primary bg-accent font-medium text-accent-foreground"
                  : "border-transparent text-muted-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {heading.text}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The table of contents: a collapsible <details> below the large breakpoint, a sticky list
 * beside the article from it. The current section is marked with aria-current="location".
 */
export function ArticleToc({
  headings,
  currentId,
}: {
  headings: readonly ArticleHeading[];
  currentId?: string;
}) {
  if (headings.length === 0) return null;
  return (
    <>
      <details className="group rounded-xl border bg-card lg:hidden" data-testid="toc-mobile">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <ListTree className="size-4 text-primary" aria-hidden="true" />
          {copy.tocToggle}
          <ChevronDown
            className="ml-auto size-4 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <nav aria-label={copy.tocToggle} className="border-t px-2 py-3">
          <TocLinks headings={headings} currentId={currentId} />
        </nav>
      </details>
      <nav
        aria-labelledby="toc-heading"
        className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto lg:block"
        data-testid="toc-desktop"
      >
        <h2
          id="toc-heading"
          className="mb-3 px-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {copy.tocHeading}
        </h2>
        <TocLinks headings={headings} currentId={currentId} />
      </nav>
    </>
  );
}
