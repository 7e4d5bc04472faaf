import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";

/**
 * A tool's settings kept in the query string. The page is prerendered, so the first render
 * uses `initial`; after hydration the URL's settings are read, and each change rewrites the
 * URL in place (replace, no scroll, no loader revalidation: no request to the server). A change
 * made as the page hydrates (typed while its code ran) wins over the URL's settings: the effect
 * that reads them can run after the change's event, and must not undo it.
 */
export function useUrlState<T>(
  parse: (params: URLSearchParams) => T,
  write: (value: T) => string,
  initial: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  const navigate = useNavigate();
  const parseRef = useRef(parse);
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) return;
    setValue(parseRef.current(new URLSearchParams(window.location.search)));
  }, []);
  const update = useCallback(
    (next: T) => {
      changed.current = true;
      setValue(next);
      void navigate(
        { search: write(next), hash: window.location.hash },
        { replace: true, preventScrollReset: true, defaultShouldRevalidate: false },
      );
    },
    [navigate, write],
  );
  return [value, update];
}
