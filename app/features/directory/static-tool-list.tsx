import { useLayoutEffect, useRef, useState } from "react";
import { KeptHtml } from "~/lib/static-output/kept-html";
import type { DirectoryFilters } from "./filter-tools";
import { applyFiltersToList } from "./static-list-filter";

/** The island's id: the loader provides its markup under this name. */
export const TOOL_LIST_ID = "directory-tools";

/**
 * The directory's cards, rendered on the server and never hydrated (decision 021: hydrating
 * 4,000 nodes of static cards was most of the page's blocking time, and the directory went
 * to the browser twice, as markup and as hydration data). The filters show and hide the
 * list's items in place; the cards' components and the directory's content are not part of
 * the page's JavaScript. The island also carries the category icons' sprite, which the cards
 * and the filter chips draw from (tool-list-html.server.tsx).
 */
export function StaticToolList({
  filters,
  hydrated,
  onCount,
}: {
  filters: DirectoryFilters;
  hydrated: boolean;
  onCount: (shown: number) => void;
}) {
  const list = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!hydrated || !list.current) return;
    const count = applyFiltersToList(list.current, filters);
    setShown(count);
    onCount(count);
  }, [filters, hydrated, onCount]);

  return <KeptHtml ref={list} id={TOOL_LIST_ID} hidden={shown === 0} />;
}
