import { webProxyCopy as copy } from "~/copy/tool-copy/web-proxy";
import { UNREADABLE_ANSWER_TEXT, apiErrorText, apiGet } from "~/lib/api-client/api-client";
import type { ProxyCheckAnswer } from "./proxy-types";
import { proxiedPath } from "./target-url";

/** Disconnected, loading on submit, then Connected (or the failure badge). */
export type ProxyStatus = "disconnected" | "loading" | "connected" | "failed";

/** What the visitor typed, as a URL to fetch: https:// is assumed when no scheme is given. */
export function normalizeTargetInput(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return "";
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export class ProxyCheckError extends Error {
  override name = "ProxyCheckError";
  constructor(readonly detail: string) {
    super(copy.requestFailed);
  }
}

/**
 * The spec's "ok check": asks our own origin to try the page before the frame loads it, so
 * a refusal shows as a message instead of an error page inside the frame. The check
 * answers JSON only (never the page's bytes), so it also works when PROXY_ORIGIN takes
 * the proxied pages off our own host.
 */
export async function checkProxy(
  target: string,
  proxyId: string,
  signal?: AbortSignal,
): Promise<void> {
  const path = proxiedPath(target, proxyId).replace("/api/proxy?", "/api/proxy/check?");
  let answer: ProxyCheckAnswer | null;
  try {
    answer = await apiGet<ProxyCheckAnswer | null>(path, { signal });
  } catch (error) {
    // A refusal, no answer, no answer in time or one that is not JSON, worded as every
    // call's; an abort stays an abort.
    if ((error as Error | null)?.name === "AbortError") throw error;
    throw new ProxyCheckError(apiErrorText(error));
  }
  if (typeof answer?.status !== "number") throw new ProxyCheckError(UNREADABLE_ANSWER_TEXT);
  if (answer.status >= 400) throw new ProxyCheckError(copy.siteAnswered(answer.status));
}

/** The frame's source: on PROXY_ORIGIN when the server has one, so pages never share our origin. */
export function frameSource(
  frameOrigin: string | null,
  target: string,
  proxyId: string,
  blockScripts = false,
): string {
  return `${frameOrigin ?? ""}${proxiedPath(target, proxyId, blockScripts)}`;
}

/**
 * The frame's sandbox, the same as the proxied page's CSP. With scripts blocked: forms
 * only, so the page cannot run code, navigate the visitor away, open popups or use WebRTC.
 */
export function frameSandbox(blockScripts: boolean): string {
  return blockScripts ? "allow-forms" : "allow-scripts allow-forms allow-popups allow-modals";
}

export const BLOCK_SCRIPTS_KEY = "umbra-proxy-block-scripts";

/** The visitor's last choice; scripts are blocked for anyone who has not chosen (see DR 017). */
export function storedBlockScripts(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return storage?.getItem(BLOCK_SCRIPTS_KEY) !== "off";
  } catch {
    return true;
  }
}
