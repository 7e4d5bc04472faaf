import { ApiError } from "~/lib/api-client/api-client";
import { useCallback, useEffect, useRef, useState } from "react";

export type ToolRunState<T> =
  | { status: "loading"; step?: string }
  | { status: "done"; data: T }
  | { status: "error"; error: unknown };

export type ToolTask<T> = (context: {
  signal: AbortSignal;
  step(text: string): void;
}) => Promise<T>;

/**
 * Runs a tool's measurement once the page has hydrated (the server-rendered shell shows
 * the loading state), and again on retry. A run that is superseded or unmounted is aborted
 * and its result dropped.
 */
export function useToolRun<T>(task: ToolTask<T>): [ToolRunState<T>, () => void] {
  const [state, setState] = useState<ToolRunState<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  });
  useEffect(() => {
    const controller = new AbortController();
    const step = (text: string) => {
      if (!controller.signal.aborted) setState({ status: "loading", step: text });
    };
    taskRef.current({ signal: controller.signal, step }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "done", data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}

/**
 * The error's text for a detail line: "503: The DNS leak test is not enabled on this server."
 * for an API error whose body is our JSON `{message}`, the error's own message otherwise.
 */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    try {
      const { message } = JSON.parse(error.body) as { message?: unknown };
      if (typeof message === "string") return `${error.status}: ${message}`;
    } catch {
      // Not JSON: the API client's "{status}: {body}" below.
    }
  }
  return error instanceof Error && error.message ? error.message : undefined;
}
