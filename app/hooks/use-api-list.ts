import { useState } from "react";
import { type Run, type RunState, useRunOnMount } from "~/hooks/use-run";
import { apiGet } from "~/lib/api-client/api-client";

/** A list read from the API: a run whose partial result is the list shown during a reload. */
export type ApiListState<T> = RunState<T[], T[]>;

/**
 * The items to show: the loaded list, or while a reload runs (or after it failed), the list it
 * replaces: a failed read says so beside the items already shown rather than in their place.
 */
export function shownItems<T>(state: ApiListState<T>): T[] | null {
  if (state.status === "done") return state.value;
  return state.status === "running" || state.status === "error" ? (state.partial ?? null) : null;
}

/**
 * The value of the last run that finished, remembered during render (React's pattern for a
 * value from an earlier render: an effect would leave one frame without it). A new run shows
 * "running" with nothing the moment it starts (what it reports first comes as a transition):
 * this fills that moment, so a list, and the focus of the control that changed it, stay.
 */
export function useLastDone<T>(state: RunState<T, unknown>): T | null {
  const [kept, setKept] = useState<T | null>(null);
  if (state.status === "done" && state.value !== kept) setKept(state.value);
  return state.status === "done" ? state.value : kept;
}

/**
 * Reads a JSON list from `url` once the page is in the browser (no retries, no refetching on
 * focus); `reload()` reads it again after a change, keeping the current list on screen until
 * the new one arrives.
 */
export function useApiList<T>(url: string): Run<T[], T[]> & { reload(): Promise<void> } {
  const list = useRunOnMount<T[], T[]>(({ signal }) => apiGet<T[]>(url, { signal }));
  const kept = useLastDone(list.state);
  const state: ApiListState<T> =
    list.state.status === "running" && !list.state.partial && kept
      ? { status: "running", partial: kept }
      : list.state;
  const { run } = list;
  const reload = () =>
    run(({ signal, report }) => {
      const shown = shownItems(state);
      if (shown) report(shown);
      return apiGet<T[]>(url, { signal });
    });
  return { ...list, state, reload };
}
