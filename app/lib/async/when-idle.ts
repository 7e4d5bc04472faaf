/**
 * Runs `task` once the browser is idle (at the latest after 3 s), or after 1.5 s where there is
 * no `requestIdleCallback` (Safari): for fetching code a page may need later without competing
 * with its load. Returns a function that cancels it (an effect's cleanup).
 */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(() => task(), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1500);
  return () => clearTimeout(timer);
}
