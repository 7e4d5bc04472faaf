/**
 * Runs `work` with a signal that aborts when the caller's `signal` does (with its reason) or,
 * once `limitMs` has passed, with a DOMException named "TimeoutError" (as AbortSignal.timeout
 * does); fetch, and reading its body, rejects with that reason. A request that hangs (a stalled
 * connection, a proxy holding it) would otherwise leave its loading state up for good.
 * (AbortSignal.any is newer than the browsers the build targets.)
 */
export async function withinTime<T>(
  limitMs: number,
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  // Left on the caller's signal after the work: it fires at most once, and then only aborts a
  // controller whose work is over.
  else signal?.addEventListener("abort", follow);
  const timer = setTimeout(
    // The reason AbortSignal.timeout gives.
    () => controller.abort(new DOMException("", "TimeoutError")),
    limitMs,
  );
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
