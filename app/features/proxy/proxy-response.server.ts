import type { FetchedPage } from "./fetch-page.server";
import { rewriteHtml } from "./rewrite-html.server";
import { rewriteCss, urlRewriter } from "./rewrite-url";

/** The sandbox every proxied response runs in: never allow-same-origin (spec README decision). */
export const PROXY_SANDBOX = "sandbox allow-scripts allow-forms allow-popups allow-modals";

/**
 * The CSP of a proxied response: the sandbox, sub-resources only from the proxy itself
 * (so the visitor's browser never reaches the target directly), and framing only by our
 * own pages.
 */
export function proxyContentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    PROXY_SANDBOX,
    "default-src 'self' data: blob:",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
    "style-src 'self' 'unsafe-inline' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(" ")}`,
  ].join("; ");
}

/** Upstream headers worth keeping; everything else (Set-Cookie, CSP, HSTS, X-Frame-Options…) goes. */
const KEPT_HEADERS = ["content-language", "last-modified"] as const;

export type ProxyAnswer = {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
};

function charsetOf(contentType: string, body: Buffer): string {
  const declared = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(
    body.subarray(0, 2048).toString("latin1"),
  )?.[1];
  return (declared ?? meta ?? "utf-8").toLowerCase();
}

function decode(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/** Turns a fetched page into our answer: filtered headers, and HTML or CSS rewritten. */
export function proxyAnswer(
  page: FetchedPage,
  proxyId: string,
  frameAncestors: readonly string[],
): ProxyAnswer {
  const contentType = String(page.headers["content-type"] ?? "application/octet-stream");
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const headers: Record<string, string> = {
    "Content-Security-Policy": proxyContentSecurityPolicy(frameAncestors),
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
  };
  for (const name of KEPT_HEADERS) {
    const value = page.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  let body: Buffer | string = page.body;
  if (mediaType === "text/html" || mediaType === "application/xhtml+xml") {
    body = rewriteHtml(decode(page.body, charsetOf(contentType, page.body)), page.url, proxyId);
    headers["Content-Type"] = "text/html; charset=utf-8";
  } else if (mediaType === "text/css") {
    body = rewriteCss(
      decode(page.body, charsetOf(contentType, page.body)),
      urlRewriter(page.url, proxyId),
    );
    headers["Content-Type"] = "text/css; charset=utf-8";
  } else {
    headers["Content-Type"] = contentType;
  }
  return { status: page.status, headers, body };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A refusal met while browsing inside the frame (a link to a private address, a page over
 * the cap): a small page in the frame, under the same sandbox, instead of raw JSON.
 */
export function proxyErrorPage(
  status: number,
  message: string,
  frameAncestors: readonly string[],
): ProxyAnswer {
  return {
    status,
    headers: {
      "Content-Security-Policy": proxyContentSecurityPolicy(frameAncestors),
      "X-Robots-Tag": "noindex, nofollow",
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
    },
    body:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Proxy request failed</title></head>` +
      `<body style="font-family:system-ui,sans-serif;padding:2rem;color:#1f2937;background:#fff">` +
      `<h1 style="font-size:1.25rem">Proxy request failed</h1><p>${escapeHtml(message)}</p></body></html>`,
  };
}
