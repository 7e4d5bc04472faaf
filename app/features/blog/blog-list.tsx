import { ArrowLeft, ArrowRight, Rss, SearchX } from "lucide-react";
import { Link } from "react-router";
import { blogCopy } from "~/copy/blog/blog-copy";
import { buttonClass } from "~/components/ui/button";
import { ArticleCard, ArticleGrid } from "./article-card";
import type { BlogSummary } from "./blog-article";
import { type BlogListView, type BlogQuery, blogListHref } from "./blog-filter";
import { CategoryChips } from "./category-chips";

const copy = blogCopy.list;

/** Chips, the featured article, one page of the grid (or the empty state), pages and the feed link. */
export function BlogList({ view, query }: { view: BlogListView<BlogSummary>; query: BlogQuery }) {
  const { featured, grid, total } = view;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <CategoryChips query={query} />
      <p
        className="mt-6 text-center text-sm text-muted-foreground"
        aria-live="polite"
        data-testid="blog-count"
      >
        {copy.count(total)}
      </p>
      {featured ? (
        <section aria-label={copy.featuredLabel} className="mt-8">
          <ArticleCard article={featured} featured />
        </section>
      ) : null}
      {total === 0 ? (
        <div className="mx-auto mt-12 flex max-w-md flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
          <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">{copy.empty}</p>
          <Link to="/blog" className={buttonClass({ variant: "outline" })}>
            {copy.clearFilters}
          </Link>
        </div>
      ) : grid.length > 0 ? (
        <section aria-labelledby="blog-grid-heading" className="mt-12">
          <ArticleGrid
            id="blog-grid-heading"
            heading={featured ? copy.latestHeading : copy.resultsHeading}
            articles={grid}
          />
        </section>
      ) : null}
      {view.pages > 1 ? <Pages query={query} page={view.page} pages={view.pages} /> : null}
      <p className="mt-12 text-center">
        <a href="/blog/rss.xml" className={buttonClass({ variant: "link" })}>
          <Rss aria-hidden="true" />
          {copy.rssLink}
        </a>
      </p>
    </div>
  );
}

/** Newer and older pages of the list, plain links (a new page starts at the top). */
function Pages({ query, page, pages }: { query: BlogQuery; page: number; pages: number }) {
  const link = buttonClass({ variant: "outline" });
  return (
    <nav aria-label={copy.pagesLabel} className="mt-12 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={blogListHref(query, page - 1)} rel="prev" className={link}>
          <ArrowLeft aria-hidden="true" />
          {copy.newerPage}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{copy.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link to={blogListHref(query, page + 1)} rel="next" className={link}>
          {copy.olderPage}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
