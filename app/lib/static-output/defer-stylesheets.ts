import { DEFERRED_STYLE_ATTRIBUTE } from "./app-stylesheets";
import { firstScreenHtml } from "./first-paint";

/**
 * The page a stylesheet is subset for: its whole document, its first screen, and the modules
 * its app imports as it starts when that app starts without the visitor (a tool that runs as
 * it loads); empty otherwise.
 */
export type PageHtml = { document: string; firstScreen: string; appModules: readonly string[] };

/**
 * What a page's inline CSS styles, from most to least: the whole document and all that the
 * app's first modules can render (`page-and-app`), the whole document (`page`), or only its
 * first screen (`first-screen`, when the page's whole subset was too large).
 */
export type InlineCoverage = "page-and-app" | "page" | "first-screen";

/** The inline part of a stylesheet: the rules a page uses, and what they cover. */
export type InlineCss = { css: string; covers: InlineCoverage };

/**
 * When a deferred stylesheet is applied (the value of its `DEFERRED_STYLE_ATTRIBUTE`):
 * - `load`: as soon as it has loaded, because the inline CSS styles the first screen only;
 * - `app`: when the page's app starts (`applyAppStylesheets`), because the inline CSS already
 *   styles everything in the document, and only what the app renders later (menus, results,
 *   other pages) needs the rest. A visitor who only reads the page never pays for restyling
 *   it with the full stylesheet.
 * - `intent`: at the visitor's first reach for a control, a navigation, or the first part the
 *   app loads on demand (`applyStylesheetsOnIntent`, `applyAllStylesheets`), because the inline
 *   CSS also styles what the app renders alone (a tool's result). Switching a stylesheet on
 *   restyles every element of the page (docs/performance.md), work a tool's load then skips.
 */
export type DeferredStyleTiming = "load" | "app" | "intent";

const timingFor: Record<InlineCoverage, DeferredStyleTiming> = {
  "page-and-app": "intent",
  page: "app",
  "first-screen": "load",
};

/**
 * Applies the deferred stylesheets marked `load` once they have loaded. A stylesheet whose
 * media does not match (print) does not block rendering; switching it to "all" after it loads
 * applies the rest of the site's styles without a second request. Constant text: the CSP
 * allows it by hash.
 */
export const applyDeferredStylesScript = `document.querySelectorAll("link[${DEFERRED_STYLE_ATTRIBUTE}=load]").forEach(function(l){function a(){l.media="all"}l.sheet?a():l.addEventListener("load",a)})`;

const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*?\/?>/g;

/**
 * Rewrites a page so its first screen paints from the HTML alone (decision 021): each
 * render-blocking stylesheet becomes an inline `<style>` with the rules the page uses (or its
 * first screen's, when the page's would be too large: critical-css.server.ts), followed by the
 * full stylesheet loaded without blocking render and applied at the moment its
 * `DeferredStyleTiming` names (a `<noscript>` copy applies it when scripts are off). The
 * script that applies `load` stylesheets is added only to pages that have one.
 *
 * The link React rendered stays in place with the same href, so hydration finds it; React
 * skips the added elements in <head>. A page rendered per request passes its CSP nonce for
 * the script; a prerendered page has none and the CSP allows the script by hash. A page whose
 * app starts without the visitor passes the modules that app imports first (`appModules`).
 */
export function deferStylesheets(
  html: string,
  inlineCss: (href: string, page: PageHtml) => InlineCss | undefined,
  { nonce, appModules = [] }: { nonce?: string; appModules?: readonly string[] } = {},
): string {
  const headEnd = html.indexOf("</head>");
  // Already rewritten (the step ran twice on one build): leave it.
  if (headEnd === -1 || html.includes(DEFERRED_STYLE_ATTRIBUTE)) return html;
  const page = { document: html, firstScreen: firstScreenHtml(html), appModules };
  let appliedOnLoad = 0;
  const head = html.slice(0, headEnd).replace(stylesheetLink, (link, href: string) => {
    const inline = inlineCss(href, page);
    if (inline === undefined || link.includes(" media=")) return link;
    const timing = timingFor[inline.covers];
    if (timing === "load") appliedOnLoad++;
    const lazy = link.replace(
      /\s*\/?>$/,
      ` media="print" ${DEFERRED_STYLE_ATTRIBUTE}="${timing}"/>`,
    );
    return `<style>${inline.css.replaceAll("</style", "<\\/style")}</style>${lazy}<noscript>${link}</noscript>`;
  });
  if (appliedOnLoad === 0) return `${head}${html.slice(headEnd)}`;
  const script = nonce ? `<script nonce="${nonce}">` : "<script>";
  return `${head}${script}${applyDeferredStylesScript}</script>${html.slice(headEnd)}`;
}
