import { useCallback, useEffect, useState } from "react";
import { apiGet, errorMessage } from "~/lib/api-client/api-client";

export type ApiListState<T> =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; items: T[] };

async function load<T>(url: string): Promise<ApiListState<T>> {
  try {
    return { status: "ready", items: await apiGet<T[]>(url) };
  } catch (error) {
    return { status: "error", message: errorMessage(error) };
  }
}

/**
 * Reads a JSON list from `url` once the page is in the browser (no retries, no
 * refetching on focus); `reload()` reads it again after a change.
 */
export function useApiList<T>(url: string): [ApiListState<T>, () => Promise<void>] {
  const [state, setState] = useState<ApiListState<T>>({ status: "loading" });
  const reload = useCallback(async () => setState(await load<T>(url)), [url]);
  useEffect(() => {
    let current = true;
    void load<T>(url).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return [state, reload];
}
