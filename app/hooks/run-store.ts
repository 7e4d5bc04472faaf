/**
 * Where a piece of browser work stands. `partial` is what the work has reported so far
 * (items as they finish, a step, live figures); an error or an abort keeps the last one, so
 * a page can go on showing what was measured before it stopped.
 */
export type RunState<T, P = never> =
  | { status: "idle" }
  | { status: "running"; partial?: P }
  | { status: "done"; value: T }
  | { status: "error"; error: unknown; partial?: P }
  | { status: "aborted"; partial?: P };

export type RunContext<P> = {
  /** Aborted when the run is stopped, superseded by a new one, reset, or the page unmounts. */
  signal: AbortSignal;
  /** Shows `partial` while the run goes on; ignored once the run is aborted. */
  report(partial: P): void;
};

export type RunWork<T, P = never> = (context: RunContext<P>) => Promise<T>;

export const IDLE = { status: "idle" } as const;

/**
 * Whether `state` is news the work brought (progress, a result, an error) rather than the
 * effect of something the visitor did (starting, stopping or resetting a run): the first may
 * wait for the browser to be free, the second is shown at once.
 */
export function isWorkNews(state: RunState<unknown, unknown>): boolean {
  return (
    state.status === "done" ||
    state.status === "error" ||
    (state.status === "running" && state.partial !== undefined)
  );
}

/**
 * The state machine behind useRun, free of React so it is tested on its own: one run at a
 * time, each with its own AbortController. Starting a run aborts the one before, and an
 * aborted run can no longer change the state, so a late answer of an older run never
 * overwrites a newer one.
 */
export class RunStore<T, P = never> {
  #state: RunState<T, P>;
  #current: AbortController | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(initial: RunState<T, P> = IDLE) {
    this.#state = initial;
  }

  getState = (): RunState<T, P> => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Starts `work`, aborting the run before it. The promise settles (never rejects) once the
   * work has, for callers that wait for a reload before going on.
   */
  run = (work: RunWork<T, P>): Promise<void> => {
    this.#current?.abort();
    const controller = new AbortController();
    this.#current = controller;
    const { signal } = controller;
    let partial: P | undefined;
    const settle = (next: RunState<T, P>) => {
      if (signal.aborted) return;
      this.#current = null;
      this.#set(next);
    };
    // Already showing "running" with nothing reported (a run that starts on mount, whose
    // server render said so, or one superseding a run that had reported nothing): there is no
    // news, and a subscriber would render again for nothing.
    const showing = this.#state;
    if (showing.status !== "running" || showing.partial !== undefined) {
      this.#set({ status: "running" });
    }
    const report = (next: P) => {
      if (signal.aborted) return;
      partial = next;
      this.#set({ status: "running", partial: next });
    };
    let result: Promise<T>;
    try {
      result = work({ signal, report });
    } catch (error) {
      result = Promise.reject(error);
    }
    return result.then(
      (value) => settle({ status: "done", value }),
      (error: unknown) => settle({ status: "error", error, partial }),
    );
  };

  /** Stops the current run, if any; the state becomes "aborted" with its last partial result. */
  abort = (): void => {
    const controller = this.#current;
    if (!controller) return;
    this.#current = null;
    controller.abort();
    const previous = this.#state;
    this.#set({
      status: "aborted",
      partial: previous.status === "running" ? previous.partial : undefined,
    });
  };

  /** Aborts any run and goes back to idle. */
  reset = (): void => {
    this.#current?.abort();
    this.#current = null;
    this.#set(IDLE);
  };

  /** Aborts any run without a word: the page that showed it is gone. */
  dispose = (): void => {
    this.#current?.abort();
    this.#current = null;
  };

  #set(next: RunState<T, P>) {
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}
