import { Rss, SearchX } from "lucide-react";
import { Link } from "react-router";
import { blogCopy } from "~/copy/blog/blog-copy";
import { buttonClass } from "~/components/ui/button";
import { ArticleCard, ArticleGrid } from "./article-card";
import type { BlogSummary } from "./blog-article";
import { type BlogQuery, blogListView } from "./blog-filter";
import { CategoryChips } from "./category-chips";

const copy = blogCopy.list;

/** Chips, the featured article, the grid (or the empty state) and the feed link. */
export function BlogList({
  articles,
  query,
}: {
  articles: readonly BlogSummary[];
  query: BlogQuery;
}) {
  const { featured, grid } = blogListView(articles, query);
  const total = grid.length + (featured ? 1 : 0);
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
      <p className="mt-12 text-center">
        <a href="/blog/rss.xml" className={buttonClass({ variant: "link" })}>
          <Rss aria-hidden="true" />
          {copy.rssLink}
        </a>
      </p>
    </div>
  );
}
