import type { FetchedPage } from "./fetch-page.server";
import { parseMediaType, proxiedKind } from "./media-type";
import { rewriteCssInSlices } from "./rewrite-css";
import { PROXY_LIMITS } from "./fetch-page.server";
import { REWRITE_GROWTH_LIMIT, type RewriteBudget, rewriteBudget } from "./rewrite-budget";
import { type HtmlPiece, createHtmlRewriter, styleText } from "./rewrite-html.server";
import { urlRewriter } from "./rewrite-url";

/** The sandbox every proxied response runs in: never allow-same-origin (spec README decision). */
export const PROXY_SANDBOX = "sandbox allow-scripts allow-forms allow-popups allow-modals";
/** With scripts blocked: no scripts, so no navigating the visitor away, no popups, no WebRTC. */
export const PROXY_SANDBOX_NO_SCRIPTS = "sandbox allow-forms";

/** How one proxied answer is made: the location, the visitor's script choice, who may frame it. */
export type ProxyView = {
  proxyId: string;
  blockScripts: boolean;
  frameAncestors: readonly string[];
};

/**
 * The CSP of every /api/proxy answer (pages, refusals and errors alike): the sandbox,
 * sub-resources only from the proxy itself (so the visitor's browser never reaches the
 * target directly), and framing only by our own pages.
 */
export function proxyContentSecurityPolicy(
  frameAncestors: readonly string[],
  blockScripts = false,
): string {
  return [
    blockScripts ? PROXY_SANDBOX_NO_SCRIPTS : PROXY_SANDBOX,
    "default-src 'self' data: blob:",
    blockScripts
      ? "script-src 'none'"
      : "script-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
    "style-src 'self' 'unsafe-inline' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(" ")}`,
  ].join("; ");
}

/** Headers of every /api/proxy answer, set before anything can refuse the request. */
export function proxyBaseHeaders(
  frameAncestors: readonly string[],
  blockScripts = false,
): Record<string, string> {
  return {
    "Content-Security-Policy": proxyContentSecurityPolicy(frameAncestors, blockScripts),
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
  };
}

/** Upstream headers worth keeping; everything else (Set-Cookie, CSP, HSTS, X-Frame-Options…) goes. */
const KEPT_HEADERS = ["content-language", "last-modified"] as const;

/** What to send: bytes as they are, or HTML/CSS text still to be rewritten (in slices). */
export type ProxyBody =
  | { kind: "bytes"; bytes: Buffer }
  | { kind: "html"; bytes: Buffer; charset: string; url: URL }
  | { kind: "css"; bytes: Buffer; charset: string; url: URL };

export type ProxyAnswer = { status: number; headers: Record<string, string>; body: ProxyBody };

function metaCharset(body: Buffer): string | undefined {
  // 1 KB, bounded: the pattern cannot cost more than that.
  return /<meta[^>]{0,200}charset\s*=\s*["']?([\w-]{1,40})/i.exec(
    body.subarray(0, 1024).toString("latin1"),
  )?.[1];
}

export function decoderFor(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder("utf-8");
  }
}

/**
 * Where an SVG may keep its type: loaded as an image (<img>, CSS, and <use> in Chromium
 * and WebKit) or by fetch (<use> in Firefox), where its links are never followed. Anywhere
 * else (a frame, a navigation, no Fetch Metadata) it would be a document whose links lead
 * straight to the site.
 */
const SVG_AS_IMAGE = new Set(["image", "empty"]);

/**
 * Turns a fetched page into our answer's head and body plan. `scriptsRunnable` is false
 * when the request did not come from a sandboxed proxied page (Sec-Fetch-Site is not
 * cross-site): then scripts and stylesheets are sent as text/plain, which, with nosniff,
 * no browser runs or applies. `destination` is the request's Sec-Fetch-Dest.
 */
export function proxyAnswer(
  page: FetchedPage,
  view: ProxyView,
  scriptsRunnable = true,
  destination?: string,
): ProxyAnswer {
  const header = page.headers["content-type"];
  const type = parseMediaType(typeof header === "string" ? header : undefined);
  let kind = proxiedKind(type);
  // Opened as a document, an SVG is rewritten like a page and answered as HTML (as XHTML is):
  // its inline SVG draws the same, and its links go through the proxy.
  if (kind === "svg") kind = SVG_AS_IMAGE.has(destination ?? "") ? "passive" : "html";
  const headers = proxyBaseHeaders(view.frameAncestors, view.blockScripts);
  for (const name of KEPT_HEADERS) {
    const value = page.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const status = page.status;
  const charset = () => (type?.charset ?? metaCharset(page.body) ?? "utf-8").toLowerCase();
  if (kind === "html") {
    headers["Content-Type"] = "text/html; charset=utf-8";
    return { status, headers, body: { kind, bytes: page.body, charset: charset(), url: page.url } };
  }
  if ((kind === "css" || kind === "script") && !scriptsRunnable) {
    headers["Content-Type"] = "text/plain; charset=utf-8";
    return { status, headers, body: { kind: "bytes", bytes: page.body } };
  }
  if (kind === "css") {
    headers["Content-Type"] = "text/css; charset=utf-8";
    return { status, headers, body: { kind, bytes: page.body, charset: charset(), url: page.url } };
  }
  if (kind === "script") {
    headers["Content-Type"] = type?.charset
      ? `text/javascript; charset=${type.charset}`
      : "text/javascript";
  } else if (kind === "passive" && type) {
    headers["Content-Type"] = type.charset
      ? `${type.essence}; charset=${type.charset}`
      : type.essence;
  } else {
    headers["Content-Type"] = "application/octet-stream";
    headers["Content-Disposition"] = "attachment";
  }
  return { status, headers, body: { kind: "bytes", bytes: page.body } };
}

const SLICE_BYTES = 4 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes the body to `write`, rewriting HTML and CSS in 4 KB slices with a turn of the
 * event loop between them, so a 10 MB page never holds the loop for long. `write` waits
 * for the client (back-pressure), so the rewritten page is never held whole in memory.
 * Stops early when `stopped()` says the client is gone. What rewriting adds is bounded:
 * past `maxPageBytes` × REWRITE_GROWTH_LIMIT characters the answer is refused (502), and
 * cut off if it has begun (rewrite-budget.ts).
 */
export async function sendProxyBody(
  body: ProxyBody,
  view: ProxyView,
  write: (text: string | Buffer) => Promise<void>,
  stopped: () => boolean,
  maxPageBytes = PROXY_LIMITS.maxBytes,
): Promise<void> {
  if (body.kind === "bytes") return write(body.bytes);
  const budget = rewriteBudget(REWRITE_GROWTH_LIMIT * maxPageBytes);
  const decoder = decoderFor(body.charset);
  if (body.kind === "css") {
    const css = decoder.decode(body.bytes);
    const spend = (characters: number) => budget.rewrittenUrl(characters);
    return write(
      await rewriteCssInSlices(css, urlRewriter(body.url, view.proxyId, view.blockScripts, spend)),
    );
  }
  const rewriter = createHtmlRewriter(body.url, { ...view, budget });
  for (let offset = 0; offset < body.bytes.length && !stopped(); offset += SLICE_BYTES) {
    const slice = body.bytes.subarray(offset, offset + SLICE_BYTES);
    const text = decoder.decode(slice, { stream: offset + SLICE_BYTES < body.bytes.length });
    await writePieces(rewriter.write(text), write, budget);
    await nextTurn();
  }
  if (!stopped()) await writePieces(rewriter.end(), write, budget);
}

async function writePieces(
  pieces: HtmlPiece[],
  write: (text: string) => Promise<void>,
  budget: RewriteBudget,
) {
  let text = "";
  for (const piece of pieces) {
    if (typeof piece === "string") text += piece;
    else {
      const css = styleText(piece, await rewriteCssInSlices(piece.css, piece.rewrite));
      budget.written(css.length);
      text += css;
    }
  }
  if (text) await write(text);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A refusal met while browsing inside the frame (a link to a private address, a page over
 * the cap): a small page in the frame, under the same sandbox, instead of raw JSON.
 */
export function proxyErrorPage(message: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Proxy request failed</title></head>` +
    `<body style="font-family:system-ui,sans-serif;padding:2rem;color:#1f2937;background:#fff">` +
    `<h1 style="font-size:1.25rem">Proxy request failed</h1><p>${escapeHtml(message)}</p></body></html>`
  );
}
