import { firstScreenHtml } from "./first-paint";

/** The page a stylesheet is subset for: its whole document and its first screen. */
export type PageHtml = { document: string; firstScreen: string };

/**
 * Applies the deferred stylesheets once they have loaded. A stylesheet whose media does not
 * match (print) does not block rendering; switching it to "all" after it loads applies the
 * rest of the site's styles without a second request. Constant text: the CSP allows it by hash.
 */
export const applyDeferredStylesScript =
  'document.querySelectorAll("link[data-deferred-style]").forEach(function(l){function a(){l.media="all"}l.sheet?a():l.addEventListener("load",a)})';

const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*?\/?>/g;

/**
 * Rewrites a prerendered page so its first screen paints from the HTML alone (decision 021):
 * each render-blocking stylesheet becomes an inline `<style>` with the rules the page uses (or
 * its first screen's, when the page's would be too large: critical-css.server.ts), followed by the full stylesheet loaded without blocking render (applied by
 * `applyDeferredStylesScript`, or by a `<noscript>` copy when scripts are off).
 *
 * The link React rendered stays in place with the same href, so hydration finds it; React
 * skips the added elements in <head>. A page rendered per request passes its CSP nonce for
 * the script; a prerendered page has none and the CSP allows the script by hash.
 */
export function deferStylesheets(
  html: string,
  criticalCss: (href: string, page: PageHtml) => string | undefined,
  nonce?: string,
): string {
  const headEnd = html.indexOf("</head>");
  // Already rewritten (the step ran twice on one build): leave it.
  if (headEnd === -1 || html.includes("data-deferred-style")) return html;
  const page = { document: html, firstScreen: firstScreenHtml(html) };
  let deferred = 0;
  const head = html.slice(0, headEnd).replace(stylesheetLink, (link, href: string) => {
    const css = criticalCss(href, page);
    if (css === undefined || link.includes(" media=")) return link;
    deferred++;
    const lazy = link.replace(/\s*\/?>$/, ' media="print" data-deferred-style=""/>');
    return `<style>${css.replaceAll("</style", "<\\/style")}</style>${lazy}<noscript>${link}</noscript>`;
  });
  if (deferred === 0) return html;
  const script = nonce ? `<script nonce="${nonce}">` : "<script>";
  return `${head}${script}${applyDeferredStylesScript}</script>${html.slice(headEnd)}`;
}
