/**
 * The browser's client for our JSON API: every request sends credentials, a
 * body goes as JSON with a JSON content type, and a non-success answer becomes an
 * ApiError whose message is "{status}: {body text, or the status text if empty}".
 */

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

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a 401 answer means to the caller: an error (the default), or "no data". */
export type UnauthorizedBehavior = "throw" | "returnNull";

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body, response.statusText);
}

/** Sends a request and returns the raw response once it is known to be a success. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/** Reads JSON from `url`; with `on401: "returnNull"` an unauthenticated answer yields null. */
export async function apiGet<T>(url: string, options: { on401: "returnNull" }): Promise<T | null>;
export async function apiGet<T>(url: string, options?: { on401?: "throw" }): Promise<T>;
export async function apiGet<T>(
  url: string,
  options: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: "include" });
  if (options.on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** Sends `data` as JSON and parses the JSON answer. */
export async function apiSend<T>(
  method: Exclude<HttpMethod, "GET">,
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await apiRequest(method, url, data);
  return (await response.json()) as T;
}

/**
 * The text to show for a failed call: the server's `message` when the answer was our JSON
 * error shape, otherwise the error's own message ("{status}: {body or status text}").
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === "string" && parsed.message) return parsed.message;
    } catch {
      // not JSON: fall through to the full message
    }
  }
  return error instanceof Error ? error.message : String(error);
}
