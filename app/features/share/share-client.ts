import { ApiError } from "~/lib/api-client/api-client";
import { apiSend } from "~/lib/api-client/api-send";
import type { SignedShare } from "./share-token.server";
import {
  SHARE_FRAGMENT_KEY,
  type ShareKind,
  type ShareRequest,
  type SharedResult,
} from "./share-types";

/** Asks the server to sign `request`; answers the link (token in the fragment) and its expiry. */
export async function createShareLink(
  request: ShareRequest,
  page: { origin: string; pathname: string },
  signal?: AbortSignal,
): Promise<{ url: string; expiresAt: string }> {
  const { token, expiresAt } = await apiSend<SignedShare>("POST", "/api/share", request, {
    signal,
  });
  return { url: `${page.origin}${page.pathname}#${SHARE_FRAGMENT_KEY}=${token}`, expiresAt };
}

/**
 * The token in a location hash ("#r=…"), or null when there is none. A damaged one is returned
 * as it is: the server refuses it and the page says the link is damaged, where a link cut short
 * (a chat app dropping its signature) used to open the empty tool as if no link had been given.
 */
export function shareTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.get(SHARE_FRAGMENT_KEY) || null;
}

/** Whether opening a link failed because it expired (410), not because it is not ours. */
export function shareLinkExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410;
}

/** The error of a genuine link opened on the other tool's page: the page calls it invalid. */
class ShareKindMismatch extends Error {
  override name = "ShareKindMismatch";
}

/**
 * Verifies a token with the server (POST keeps it out of URLs and logs), as a link to `kind`:
 * a genuine link of the other kind (a speed test's token on the report's page) is refused.
 */
export async function openShareLink<K extends ShareKind>(
  token: string,
  kind: K,
  signal?: AbortSignal,
): Promise<Extract<SharedResult, { kind: K }>> {
  const shared = await apiSend<SharedResult>("POST", "/api/share/open", { token }, { signal });
  if (shared.kind !== kind) {
    throw new ShareKindMismatch(`This link is for the ${shared.kind} tool.`);
  }
  return shared as Extract<SharedResult, { kind: K }>;
}
