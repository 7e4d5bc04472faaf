import { afterEach, describe, expect, it, vi } from "vitest";
import { type RunContext, type RunState, RunStore, isWorkNews } from "./run-store";

/** A promise the test settles by hand, and the context the work was given. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A store whose every published state is recorded. */
function recorded<T, P = never>() {
  const store = new RunStore<T, P>();
  const seen: RunState<T, P>[] = [];
  store.subscribe(() => seen.push(store.getState()));
  return { store, seen };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe("RunStore", () => {
  it("starts idle (or in the state it is given)", () => {
    expect(new RunStore().getState()).toEqual({ status: "idle" });
    expect(new RunStore({ status: "running" }).getState()).toEqual({ status: "running" });
  });

  it("goes idle → running → done with the work's value", async () => {
    const { store, seen } = recorded<number>();
    const answer = deferred<number>();
    const settled = store.run(() => answer.promise);
    expect(store.getState()).toEqual({ status: "running" });
    answer.resolve(42);
    await settled;
    expect(seen).toEqual([{ status: "running" }, { status: "done", value: 42 }]);
  });

  it("ends in error with the thrown error, keeping the last partial result", async () => {
    const { store } = recorded<number, string>();
    const failure = new Error("503: down");
    const answer = deferred<number>();
    const settled = store.run(({ report }) => {
      report("step one");
      return answer.promise;
    });
    expect(store.getState()).toEqual({ status: "running", partial: "step one" });
    answer.reject(failure);
    await expect(settled).resolves.toBeUndefined();
    expect(store.getState()).toEqual({ status: "error", error: failure, partial: "step one" });
  });

  it("treats work that throws before its first await as an error", async () => {
    const { store } = recorded<number>();
    store.run(() => {
      throw new TypeError("boom");
    });
    await flush();
    expect(store.getState()).toMatchObject({ status: "error", error: new TypeError("boom") });
  });

  it("reports partial results while running (items as they finish, live figures)", async () => {
    vi.useFakeTimers();
    const { store, seen } = recorded<number[], number[]>();
    store.run(async ({ report }) => {
      const done: number[] = [];
      for (const item of [1, 2, 3]) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        done.push(item);
        report([...done]);
      }
      return done;
    });
    await vi.advanceTimersByTimeAsync(150);
    expect(store.getState()).toEqual({ status: "running", partial: [1] });
    await vi.advanceTimersByTimeAsync(200);
    expect(seen.map((state) => state.status)).toEqual([
      "running",
      "running",
      "running",
      "running",
      "done",
    ]);
    expect(store.getState()).toEqual({ status: "done", value: [1, 2, 3] });
  });

  it("abort() aborts the work's signal and keeps what was reported", async () => {
    const { store } = recorded<string, number>();
    let context!: RunContext<number>;
    const answer = deferred<string>();
    store.run((given) => {
      context = given;
      given.report(3);
      return answer.promise;
    });
    store.abort();
    expect(context.signal.aborted).toBe(true);
    expect(store.getState()).toEqual({ status: "aborted", partial: 3 });
    context.report(4);
    answer.resolve("late");
    await flush();
    expect(store.getState()).toEqual({ status: "aborted", partial: 3 });
  });

  it("abort() after the run finished changes nothing", async () => {
    const { store } = recorded<string>();
    store.run(async () => "value");
    await flush();
    store.abort();
    expect(store.getState()).toEqual({ status: "done", value: "value" });
  });

  it("a new run supersedes the old one: the old signal aborts and its late answer is dropped", async () => {
    const { store, seen } = recorded<string, string>();
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    store.run(({ signal, report }) => {
      signals.push(signal);
      setTimeout(() => report("old partial"), 0);
      return first.promise;
    });
    store.run(({ signal }) => {
      signals.push(signal);
      return second.promise;
    });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    second.resolve("new");
    await flush();
    first.resolve("old");
    await flush();
    expect(store.getState()).toEqual({ status: "done", value: "new" });
    expect(seen).not.toContainEqual({ status: "done", value: "old" });
    expect(seen).not.toContainEqual({ status: "running", partial: "old partial" });
  });

  it("starting in the running state it already shows publishes nothing until there is news", async () => {
    // A run that starts on mount: the server render (and so the hydrated page) shows "running".
    const store = new RunStore<number, string>({ status: "running" });
    const seen: RunState<number, string>[] = [];
    store.subscribe(() => seen.push(store.getState()));
    const answer = deferred<number>();
    let report!: (partial: string) => void;
    store.run((context) => {
      report = context.report;
      return answer.promise;
    });
    expect(seen).toEqual([]);
    report("half way");
    // A new run after a partial result does clear it.
    store.run(() => answer.promise);
    answer.resolve(7);
    await flush();
    expect(seen).toEqual([
      { status: "running", partial: "half way" },
      { status: "running" },
      { status: "done", value: 7 },
    ]);
  });

  it("a superseded run's late failure never shows as an error", async () => {
    const { store } = recorded<string>();
    const first = deferred<string>();
    store.run(() => first.promise);
    const second = deferred<string>();
    store.run(() => second.promise);
    first.reject(new Error("old failure"));
    await flush();
    expect(store.getState()).toEqual({ status: "running" });
    second.resolve("ok");
    await flush();
    expect(store.getState()).toEqual({ status: "done", value: "ok" });
  });

  it("reset() aborts the run and goes back to idle", async () => {
    const { store } = recorded<string>();
    let signal!: AbortSignal;
    const answer = deferred<string>();
    store.run((context) => {
      signal = context.signal;
      return answer.promise;
    });
    store.reset();
    expect(signal.aborted).toBe(true);
    answer.resolve("late");
    await flush();
    expect(store.getState()).toEqual({ status: "idle" });
  });

  it("dispose() (the page unmounting) aborts the run and publishes nothing more", async () => {
    const { store, seen } = recorded<string>();
    let signal!: AbortSignal;
    const answer = deferred<string>();
    store.run((context) => {
      signal = context.signal;
      return answer.promise;
    });
    store.dispose();
    expect(signal.aborted).toBe(true);
    answer.resolve("late");
    await flush();
    expect(seen).toEqual([{ status: "running" }]);
  });

  it("runs again after a dispose (React's development remount)", async () => {
    const { store } = recorded<string>();
    store.run(() => new Promise(() => undefined));
    store.dispose();
    store.run(async () => "again");
    await flush();
    expect(store.getState()).toEqual({ status: "done", value: "again" });
  });

  it("stops telling a listener once it unsubscribes", () => {
    const store = new RunStore<string>();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.reset();
    unsubscribe();
    store.reset();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("isWorkNews", () => {
  it("tells what the work brought (progress, result, error) from what the visitor did", async () => {
    const { store, seen } = recorded<string, number>();
    const first = deferred<string>();
    let context!: RunContext<number>;
    void store.run((given) => {
      context = given;
      return first.promise;
    });
    context.report(1);
    first.resolve("fast");
    await flush();
    void store.run(() => Promise.reject(new Error("offline")));
    await flush();
    void store.run(() => new Promise<string>(() => {}));
    store.abort();
    store.reset();

    expect(seen.map((state) => [state.status, isWorkNews(state)])).toEqual([
      ["running", false],
      ["running", true],
      ["done", true],
      ["running", false],
      ["error", true],
      ["running", false],
      ["aborted", false],
      ["idle", false],
    ]);
  });
});
