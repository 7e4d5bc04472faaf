import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { type RunState, RunStore, type RunWork } from "./run-store";

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
 */
export function useRun<T, P = never>(initial?: RunState<T, P>): Run<T, P> {
  const [store] = useState(() => new RunStore<T, P>(initial));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => store.dispose, [store]);
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
