import { useCallback, useEffect, useRef, useState } from "react";

export type ManualRunState<T> =
  | { status: "idle" }
  | { status: "running" }
  | { status: "done"; data: T }
  | { status: "error"; error: unknown };

/**
 * A tool run started by a button (idle, running, then done or error), unlike useToolRun's
 * run on load. Starting again aborts the previous run; unmounting aborts the current one.
 */
export function useManualRun<T>(
  task: (signal: AbortSignal) => Promise<T>,
): [ManualRunState<T>, () => void] {
  const [state, setState] = useState<ManualRunState<T>>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  });
  useEffect(() => () => controller.current?.abort(), []);
  const start = useCallback(() => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    setState({ status: "running" });
    taskRef.current(run.signal).then(
      (data) => {
        if (!run.signal.aborted) setState({ status: "done", data });
      },
      (error: unknown) => {
        if (!run.signal.aborted) setState({ status: "error", error });
      },
    );
  }, []);
  return [state, start];
}
