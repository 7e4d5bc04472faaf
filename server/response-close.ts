import type { Response } from "express";

/**
 * Runs `fn` once the response has closed (sent, or the visitor hung up), or at once if it
 * already has. A bare `res.once("close", …)` added after an await (a database rate limit, say)
 * never fires if the visitor left during that await, and whatever it was to release (a transfer
 * slot, an upstream fetch, a write waiting to drain) would be held for ever.
 */
export function onResponseClose(res: Response, fn: () => void): void {
  if (res.closed) fn();
  else res.once("close", fn);
}
