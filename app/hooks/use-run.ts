import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type RunState, RunStore, type RunWork, isWorkNews } from "./run-store";

export type { RunContext, RunState, RunWork } from "./run-store";

export type Run<T, P = never> = {
  state: RunState<T, P>;
  /** Starts `work` with an AbortSignal, aborting the run before it; settles when the work has. */
  run(work: RunWork<T, P>): Promise<void>;
  /** Stops the current run; the state becomes "aborted" with the last partial result. */
  abort(): void;
  /** Aborts any run and goes back to idle. */
  reset(): void;
};

/**
 * The one way the browser runs something and shows its result: idle, running (with optional
 * partial results), then done or error (RunStore). Starting a run aborts the one before, and
 * unmounting aborts the current one. `initial` is the state of the server render and the
 * first browser render.
 *
 * What the visitor did (start, stop, reset) is shown at once; what the work brings back
 * (progress, the result, its error) is rendered as a transition, in slices the browser can
 * interleave with input and paint: only the commit of a large result is one piece of work. (A
 * store read with `useSyncExternalStore` always re-renders synchronously, hence the state copy.)
 */
export function useRun<T, P = never>(initial?: RunState<T, P>): Run<T, P> {
  const [store] = useState(() => new RunStore<T, P>(initial));
  const [state, setState] = useState(store.getState);
  useEffect(() => {
    const show = () => {
      const next = store.getState();
      if (isWorkNews(next)) startTransition(() => setState(next));
      else setState(next);
    };
    // Whatever changed between the render and this subscription (a child's effect may have
    // started a run already).
    show();
    const unsubscribe = store.subscribe(show);
    return () => {
      unsubscribe();
      store.dispose();
    };
  }, [store]);
  return useMemo(
    () => ({ state, run: store.run, abort: store.abort, reset: store.reset }),
    [state, store],
  );
}

const RUNNING = { status: "running" } as const;

/**
 * A run that starts once the page is in the browser (the server render shows it running),
 * and again on `retry`, with the latest `work`.
 */
export function useRunOnMount<T, P = never>(work: RunWork<T, P>): Run<T, P> & { retry(): void } {
  const runner = useRun<T, P>(RUNNING);
  const workRef = useRef(work);
  useEffect(() => {
    workRef.current = work;
  });
  const { run } = runner;
  const retry = useCallback(() => void run((context) => workRef.current(context)), [run]);
  useEffect(retry, [retry]);
  return useMemo(() => ({ ...runner, retry }), [runner, retry]);
}
