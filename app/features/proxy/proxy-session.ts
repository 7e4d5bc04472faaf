import { webProxyCopy as copy } from "~/content/tool-copy/web-proxy";
import { proxiedPath } from "./target-url";

/** Spec §4: Disconnected, loading on submit, then Connected (or the failure badge). */
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
 * The spec's "ok check": asks our own origin for the page before the frame loads it, so a
 * refusal shows as a message instead of an error page inside the frame.
 */
export async function checkProxy(target: string, proxyId: string): Promise<void> {
  const response = await fetch(proxiedPath(target, proxyId), { credentials: "include" });
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const text = await response.text().catch(() => "");
  let detail = `${response.status}: ${text || response.statusText}`;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string") detail = body.message;
  } catch {
    // Not our JSON error: keep the status line.
  }
  throw new ProxyCheckError(detail);
}

/** The frame's source: on PROXY_ORIGIN when the server has one, so pages never share our origin. */
export function frameSource(frameOrigin: string | null, target: string, proxyId: string): string {
  return `${frameOrigin ?? ""}${proxiedPath(target, proxyId)}`;
}
