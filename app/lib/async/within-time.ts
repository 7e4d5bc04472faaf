/** `work` did not settle within its time limit (it was aborted through its signal). */
export class TimeLimitError extends Error {
  override name = "TimeLimitError";
  constructor(readonly limitMs: number) {
    super(`No answer within ${limitMs / 1000} s`);
  }
}

/**
 * Runs `work` with a signal that aborts when the caller's `signal` does (with its reason) or
 * when `limitMs` has passed, which rejects with a TimeLimitError whatever `work` threw. A
 * request that hangs (a stalled connection, a proxy holding it) would otherwise leave its
 * loading state up for good. (AbortSignal.any is newer than the browsers the build targets.)
 */
export async function withinTime<T>(
  limitMs: number,
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener("abort", follow, { once: true });
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    controller.abort();
  }, limitMs);
  try {
    return await work(controller.signal);
  } catch (error) {
    throw late ? new TimeLimitError(limitMs) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", follow);
  }
}
