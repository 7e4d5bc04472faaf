import { type ApiListState, useLastDone } from "~/hooks/use-api-list";
import { useRunOnMount } from "~/hooks/use-run";
import { type ApiPage, apiGetPage } from "~/lib/api-client/api-get-page";
import type { RunState } from "./run-store";

/** A paged list read from the API: the pages read so far, and the way to the next. */
export type ApiPages<T> = {
  state: ApiListState<T>;
  /** Whether the server linked a page after the last one read. */
  hasMore: boolean;
  /** Whether a page is being read while the list is shown (the next one, or a reload). */
  loadingMore: boolean;
  /** Reads the next page and adds its items under the others. */
  loadMore(): Promise<void>;
  /** Reads the list again from its first page, as many items as are shown (after a change). */
  reload(): Promise<void>;
};

/**
 * The pages read so far: the last read, or while another is read, the one it extends; `kept`
 * (useLastDone) fills the moment a run starts, so the list and the focused Load more button
 * never leave the screen.
 */
function pagesRead<T>(
  state: RunState<ApiPage<T>, ApiPage<T>>,
  kept: ApiPage<T> | null,
): ApiPage<T> | null {
  if (state.status === "done") return state.value;
  if (state.status === "error") return state.partial ?? null;
  return state.status === "running" ? (state.partial ?? kept) : null;
}

/** The run's state as a list's: the items read so far, without the link to the next page. */
function listState<T>(
  state: RunState<ApiPage<T>, ApiPage<T>>,
  read: ApiPage<T> | null,
): ApiListState<T> {
  switch (state.status) {
    case "idle":
      return state;
    case "done":
      return { status: "done", value: state.value.items };
    case "running":
      return { status: "running", partial: read?.items };
    default:
      return { ...state, partial: state.partial?.items };
  }
}

/**
 * Reads the first page of a list from `url` once the page is in the browser, and each next
 * page on `loadMore()` (the `Link` header's rel="next" of the page before: a keyset the
 * server keeps, so items added or removed meanwhile neither repeat nor go missing). While a
 * page is read the items already read stay on screen.
 */
export function useApiPages<T>(url: string): ApiPages<T> {
  const { state, run } = useRunOnMount<ApiPage<T>, ApiPage<T>>(({ signal }) =>
    apiGetPage<T>(url, { signal }),
  );
  const kept = useLastDone(state);
  const read = pagesRead(state, kept);

  // From the pages shown: after a next page failed to load, Load more tries it again.
  const loadMore = async () => {
    const shown = read;
    const next = shown?.next;
    if (state.status === "running" || !shown || !next) return;
    const { items } = shown;
    await run(async ({ signal, report }) => {
      report(shown);
      const page = await apiGetPage<T>(next, { signal });
      return { items: [...items, ...page.items], next: page.next };
    });
  };

  const reload = () =>
    run(async ({ signal, report }) => {
      if (read) report(read);
      let page = await apiGetPage<T>(url, { signal });
      const items = [...page.items];
      // Pages that were open before stay open, so a change does not lose the admin's place.
      while (page.next && items.length < (read?.items.length ?? 0)) {
        page = await apiGetPage<T>(page.next, { signal });
        items.push(...page.items);
      }
      return { items, next: page.next };
    });

  return {
    state: listState(state, read),
    hasMore: Boolean(read?.next),
    loadingMore: state.status === "running" && read !== null,
    loadMore,
    reload,
  };
}
