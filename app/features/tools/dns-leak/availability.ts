import { ApiError, apiErrorText } from "~/lib/api-client/api-client";

/** What starting a test answers (503) on a server with no DNS leak zone configured. */
export const DNS_LEAK_DISABLED = "The DNS leak test is not enabled on this server.";

/** What it answers (503, with Retry-After) while as many tests as the store holds are running. */
export const DNS_LEAK_FULL =
  "Too many DNS leak tests are running right now. Please try again in a minute.";

/** Whether a failed test means it is switched off on this server (not busy, not broken). */
export function isDnsLeakSwitchedOff(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 503 && apiErrorText(error) === DNS_LEAK_DISABLED
  );
}
