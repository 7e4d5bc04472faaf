import { useState } from "react";
import { SearchX } from "lucide-react";
import type { Platform } from "~/copy/directory/taxonomy";
import { Button } from "~/components/ui/button";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";
import { activeFilterCount, type CategoryCount } from "./filter-tools";
import { FiltersButton } from "./filters-button";
import { resultCountLabel } from "./result-count";
import { StaticToolList } from "./static-tool-list";
import { useDirectoryFilters } from "./use-directory-filters";

function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-semibold">No tools match your filters</h3>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        Try a shorter search, another category or fewer platforms, or start again.
      </p>
      <Button className="mt-6" onClick={onReset}>
        Reset Filters
      </Button>
    </div>
  );
}

/** What the page's loader passes: counts for the filters (the cards are kept markup). */
export type DirectorySummary = {
  total: number;
  categories: CategoryCount[];
  platforms: Platform[];
};

/**
 * The directory below the page intro: filters (sidebar, or a sheet on small screens), the
 * result count and the cards. The whole list is in the prerendered HTML as static markup;
 * filters apply to it in place once the page has hydrated (static-tool-list.tsx).
 */
export function PrivacyDirectory({ total, categories, platforms }: DirectorySummary) {
  const { hydrated, filters, update, reset } = useDirectoryFilters();
  const [shown, setShown] = useState(total);

  const panel: FilterPanelProps = {
    filters,
    categories,
    platforms,
    total,
    onChange: update,
    onReset: reset,
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-14">
      <aside aria-labelledby="directory-filters-heading" className="max-lg:hidden">
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-xl border bg-card p-5 text-card-foreground">
          <h2 id="directory-filters-heading" className="mb-5 text-lg font-semibold">
            Filters
          </h2>
          <FilterPanel {...panel} />
        </div>
      </aside>

      <section aria-labelledby="directory-results-heading" className="min-w-0">
        <h2 id="directory-results-heading" className="sr-only">
          Privacy tools
        </h2>
        <div className="mb-6 flex items-center justify-between gap-4">
          <p role="status" className="text-sm font-medium text-muted-foreground">
            {`${resultCountLabel(shown)} found`}
          </p>
          <FiltersButton
            activeCount={activeFilterCount(filters)}
            resultCount={shown}
            panel={panel}
          />
        </div>
        <noscript>
          <style>{"[data-needs-script]{opacity:.6;pointer-events:none}"}</style>
          <p className="mb-6 rounded-lg border bg-muted/40 p-4 text-sm">
            Filtering needs JavaScript; every tool in the directory is listed below.
          </p>
        </noscript>
        <StaticToolList filters={filters} hydrated={hydrated} onCount={setShown} />
        {shown === 0 ? <EmptyState onReset={reset} /> : null}
      </section>
    </div>
  );
}
