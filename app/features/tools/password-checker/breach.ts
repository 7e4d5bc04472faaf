/**
 * The breach check by k-anonymity (Pwned Passwords range API): the password is hashed with
 * SHA-1 in the browser, only the first five hex characters leave it, and the returned
 * suffixes are compared here. Padding rows (count 0) are not breaches.
 */
import type { BreachResult } from "./strength";
import { withinTime } from "~/lib/async/within-time";
import { withoutTrailing } from "~/lib/text/without-trailing";

/** Upper-case hex SHA-1 of the UTF-8 password, by WebCrypto (browser or Node). */
export async function sha1Hex(password: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

export function rangeUrl(base: string, hash: string): string {
  return `${withoutTrailing(base, "/")}/range/${hash.slice(0, 5)}`;
}

/**
 * The count for `suffix` (the 35 hex characters after the prefix) in a range response of
 * "SUFFIX:COUNT" lines; 0 when it is absent or only present as padding.
 */
export function countInRange(body: string, suffix: string): number {
  const wanted = suffix.toUpperCase();
  for (const line of body.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon === -1 || line.slice(0, colon).trim().toUpperCase() !== wanted) continue;
    const count = Number.parseInt(line.slice(colon + 1).trim(), 10);
    return Number.isFinite(count) && count > 0 ? count : 0;
  }
  return 0;
}

export type BreachCheckOptions = {
  base: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  timeLimitMs?: number;
};

export const BREACH_TIME_LIMIT_MS = 10_000;

/**
 * Looks the password up; any failure (no WebCrypto, network, non-200, no answer within the
 * time limit) is "failed".
 */
export async function checkBreach(
  password: string,
  options: BreachCheckOptions,
): Promise<BreachResult> {
  const fetcher = options.fetch ?? fetch;
  try {
    const hash = await sha1Hex(password);
    // A range service that never answers fails the check instead of holding the result.
    return await withinTime(
      options.timeLimitMs ?? BREACH_TIME_LIMIT_MS,
      options.signal,
      async (signal) => {
        const response = await fetcher(rangeUrl(options.base, hash), {
          headers: { "Add-Padding": "true" },
          credentials: "omit",
          referrerPolicy: "no-referrer",
          cache: "no-store",
          signal,
        });
        if (!response.ok) return { status: "failed" } as const;
        return {
          status: "checked",
          count: countInRange(await response.text(), hash.slice(5)),
        } as const;
      },
    );
  } catch {
    return { status: "failed" };
  }
}
