/**
 * Reads one page of a paged API list, apart from api-client.ts so that the pages that read no
 * paged list (the tools) do not load it.
 */
import { withinTime } from "~/lib/async/within-time";
import { READ_TIME_LIMIT_MS, send, throwIfNotOk } from "./api-client";

/** A page of a list, and the address of the next page (null after the last). */
export type ApiPage<T> = { items: T[]; next: string | null };

/** The target of a `Link` header's `rel="next"` (RFC 8288), as the API writes it. */
export function nextLink(link: string | null): string | null {
  return link?.match(/<([^>]*)>\s*;\s*rel="?next"?(?:\s*[;,]|$)/)?.[1] ?? null;
}

/**
 * Reads a JSON list from `url`, as apiGet does (credentials, time limit, errors), with the
 * next page's address from its `Link` header.
 */
export function apiGetPage<T>(url: string, options: { signal?: AbortSignal } = {}) {
  return withinTime(READ_TIME_LIMIT_MS, options.signal, async (signal): Promise<ApiPage<T>> => {
    const response = await send(url, { credentials: "include", signal });
    await throwIfNotOk(response);
    const items = (await response.json()) as T[];
    return { items, next: nextLink(response.headers.get("Link")) };
  });
}
