import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { type DirectoryFilters, defaultFilters } from "./filter-tools";
import { parseFilters, writeFilters } from "./search-params";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * "push" adds a history entry (chips, switches: back undoes them); "replace" rewrites the
 * current one (each keystroke in the search box, the rest of a slider drag).
 */
export type HistoryMode = "push" | "replace";

/** A change, or a function of the filters as last asked for (for toggles). */
export type FilterChange =
  Partial<DirectoryFilters> | ((current: DirectoryFilters) => Partial<DirectoryFilters>);

export type UpdateFilters = (change: FilterChange, mode?: HistoryMode) => void;

/**
 * The directory's filters, kept in the URL. The page is prerendered without a loader per
 * request, so filtering happens here in the browser: URL changes are client-side navigations
 * that revalidate no loader (no request to the server) and keep the scroll position.
 * useLocation and useNavigate rather than useSearchParams: the shell already uses both, and
 * useSearchParams would add its code to the router chunk every page, the landing page
 * included, loads first.
 */
export function useDirectoryFilters() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(
    () => (hydrated ? parseFilters(new URLSearchParams(search)) : defaultFilters),
    [hydrated, search],
  );

  // A navigation lands a little after it is asked for, so changes made in quick succession
  // (typing, fast clicks) build on the last URL asked for, not the last one landed.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback<UpdateFilters>(
    (change, mode = "push") => {
      const params = new URLSearchParams(latest.current);
      const current = parseFilters(params);
      const patch = typeof change === "function" ? change(current) : change;
      const next = writeFilters({ ...current, ...patch }, params).toString();
      latest.current = next ? `?${next}` : "";
      void navigate(
        { search: latest.current },
        {
          replace: mode === "replace",
          preventScrollReset: true,
          defaultShouldRevalidate: false,
        },
      );
    },
    [navigate],
  );

  const reset = useCallback(() => update(defaultFilters), [update]);

  return { hydrated, filters, update, reset };
}
