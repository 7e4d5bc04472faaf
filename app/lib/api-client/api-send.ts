/**
 * The API client's sends (POST, PUT, PATCH, DELETE), apart from its reads (api-client.ts), so
 * that a page that only reads (the IP checker, the WebRTC test) does not load them first.
 */
import { withinTime } from "~/lib/async/within-time";
import { type HttpMethod, send, throwIfNotOk } from "./api-client";

/**
 * What a sent request may add: an abort signal, headers (a precondition, say), and a time
 * limit for the whole answer (none unless given).
 */
export type SendOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeLimitMs?: number;
};

/** `work` with the caller's time limit, if it gave one. */
function limited<T>(
  limitMs: number | undefined,
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  return limitMs === undefined ? work(signal) : withinTime(limitMs, signal, work);
}

/** Sends a request and returns the raw response once it is known to be a success. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  { signal, headers = {} }: Omit<SendOptions, "timeLimitMs"> = {},
): Promise<Response> {
  const response = await send(url, {
    method,
    headers: data === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
    signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends `data` as JSON and parses the JSON answer. */
export async function apiSend<T>(
  method: Exclude<HttpMethod, "GET">,
  url: string,
  data?: unknown,
  { timeLimitMs, signal, headers }: SendOptions = {},
): Promise<T> {
  return limited(timeLimitMs, signal, async (signal) => {
    const response = await apiRequest(method, url, data, { signal, headers });
    return (await response.json()) as T;
  });
}
