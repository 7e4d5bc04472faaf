/**
 * The browser's client for our JSON API: every request sends credentials, a
 * body goes as JSON with a JSON content type, a non-success answer becomes an
 * ApiError whose message is "{status}: {body text, or the status text if empty}", a
 * request that never got an answer becomes a NetworkError, one whose answer did not come in
 * time a TimeoutError, and a success whose body is not JSON the SyntaxError of reading it.
 * apiErrorText words any of them,
 * and a tool's code that failed to load on the way (a run's dynamic import).
 */
import { withinTime } from "~/lib/async/within-time";
import { CODE_LOAD_ERROR_TEXT, isCodeLoadError } from "~/lib/code-loading/code-loading";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export const NETWORK_ERROR_TEXT =
  "Could not reach the server. Check your internet connection and try again.";

/** The request got no answer at all (offline, DNS failure, connection refused, CORS). */
export class NetworkError extends Error {
  override name = "NetworkError";
  constructor(cause: unknown) {
    super(NETWORK_ERROR_TEXT, { cause });
  }
}

export const UNREADABLE_ANSWER_TEXT = "The server's answer could not be read.";

/**
 * How long a read (apiGet) waits for its whole answer, so a hanging request ends in an error
 * the tool can show with Try Again instead of a loading state that never ends. The slowest
 * read, the proxy's page check, is bounded by the server at 15 s. A send waits as long as its
 * caller says (content generation may take minutes).
 */
export const READ_TIME_LIMIT_MS = 30_000;

/** fetch rejects with a TypeError when nothing answered; aborts stay what they are. */
export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw error instanceof TypeError ? new NetworkError(error) : error;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a 401 answer means to the caller: an error (the default), or "no data". */
export type UnauthorizedBehavior = "throw" | "returnNull";

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body, response.statusText);
}

/** Reads JSON from `url`; with `on401: "returnNull"` an unauthenticated answer yields null. */
export async function apiGet<T>(
  url: string,
  options: { on401: "returnNull"; signal?: AbortSignal },
): Promise<T | null>;
export async function apiGet<T>(
  url: string,
  options?: { on401?: "throw"; signal?: AbortSignal },
): Promise<T>;
export async function apiGet<T>(
  url: string,
  options: { on401?: UnauthorizedBehavior; signal?: AbortSignal } = {},
): Promise<T | null> {
  return withinTime(READ_TIME_LIMIT_MS, options.signal, async (signal) => {
    const response = await send(url, { credentials: "include", signal });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return response.json() as Promise<T>;
  });
}

const FETCH_FAILURES = [
  "Failed to fetch", // Chromium
  "NetworkError when attempting to fetch resource.", // Firefox
  "Load failed", // Safari
  "fetch failed", // Node (undici)
];

/** The `message` of our JSON error bodies (`{"message": …}`), if `body` is one. */
function jsonMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown } | null;
    return typeof parsed?.message === "string" && parsed.message ? parsed.message : null;
  } catch {
    return null;
  }
}

/**
 * The one text for a failed call, wherever it is shown:
 * - an API error with our JSON body: its `message` ("{status}: {message}" with `withStatus`,
 *   which the tools' detail lines use so a visitor can quote the code);
 * - any other API error: "{status}: {body, or the status text if empty}";
 * - no answer at all (NetworkError, or fetch's own TypeError), or no whole answer within the
 *   call's time limit (a TimeoutError: a stalled connection): NETWORK_ERROR_TEXT;
 * - a success whose body is not JSON (the SyntaxError of reading it): UNREADABLE_ANSWER_TEXT.
 *   Something between the visitor and us (a captive portal, a proxy's error page) answered in
 *   our place, and the parser's own text ("Unexpected token '<'") means nothing to a visitor;
 * - anything else: the error's message, or its text.
 */
export function apiErrorText(error: unknown, options: { withStatus?: boolean } = {}): string {
  if (error instanceof ApiError) {
    const message = jsonMessage(error.body);
    if (message === null) return error.message;
    return options.withStatus ? `${error.status}: ${message}` : message;
  }
  if (error instanceof NetworkError || (error as Error | null)?.name === "TimeoutError") {
    return NETWORK_ERROR_TEXT;
  }
  if (error instanceof SyntaxError) return UNREADABLE_ANSWER_TEXT;
  if (isCodeLoadError(error)) return CODE_LOAD_ERROR_TEXT;
  if (error instanceof TypeError && FETCH_FAILURES.includes(error.message)) {
    return NETWORK_ERROR_TEXT;
  }
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
