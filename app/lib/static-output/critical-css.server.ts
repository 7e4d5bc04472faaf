import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { classesInHtml, classesInScript, criticalCssFor } from "./critical-css";
import type { InlineCss, PageHtml } from "./defer-stylesheets";

/**
 * Critical CSS from the built stylesheets (decision 021). This module runs inside the
 * server build (build/server/index.js), beside build/client, both when prerendering and when
 * rendering per request; in development Vite serves the styles and nothing is found here.
 */
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const builtStylesheet = /^\/assets\/[\w.-]+\.css$/;

const subsetters = new Map<string, ReturnType<typeof criticalCssFor> | null>();
/**
 * The inline CSS covers the whole page when that costs at most this much (brotli): content
 * below the first section that is on screen at first paint is then styled at once, instead
 * of shifting when the full stylesheet arrives (layout shift), and the full stylesheet is left
 * to the app (`InlineCoverage`, defer-stylesheets.ts). A page whose app starts without the
 * visitor is also covered for what its app's first modules can render, when that fits too.
 * Otherwise (the landing page: 6.7 KB, and its first screen is one long section) it covers
 * the first screen only, so the first round trip stays within its budget. At 6 KB,
 * /privacy-guides and the longest article (6.0 KB whole) were covered for their first section
 * only: on a desktop screen the directory's filters and first cards, under the section with
 * the h1, jumped into their grid when the full stylesheet came (layout shift 0.12;
 * tests/e2e/hydrate-on-intent.e2e.ts, "… moves nothing when the full stylesheet comes late").
 */
const WHOLE_PAGE_CSS_LIMIT = 6.5 * 1024;
/**
 * The same limit for the inline CSS of a page whose app starts without the visitor, covering
 * what the app's first modules can render too (570-790 B more on the tools that run as they
 * load, whose first round trip stays near 9 KB of its 14): what it saves is the full
 * stylesheet's restyle of every element while the page loads.
 */
const PAGE_AND_APP_CSS_LIMIT = 7 * 1024;

/** Pages rendered per request repeat the same content: reuse their subsets. */
const results = new Map<string, string>();
const MAX_RESULTS = 200;

function subsetterFor(href: string): ReturnType<typeof criticalCssFor> | null {
  if (!subsetters.has(href)) {
    let subset = null;
    try {
      subset = criticalCssFor(readFileSync(`${clientDir}${href}`, "utf8"));
    } catch {
      // Not a file of this build (development): the stylesheet stays as it is.
    }
    subsetters.set(href, subset);
  }
  return subsetters.get(href) ?? null;
}

const moduleClasses = new Map<string, ReadonlySet<string>>();
/** The class names a module of this build can render (`classesInScript`), read once. */
function classesInModule(href: string): ReadonlySet<string> {
  let classes = moduleClasses.get(href);
  if (!classes) {
    try {
      classes = classesInScript(readFileSync(`${clientDir}${href}`, "utf8"));
    } catch {
      classes = new Set();
    }
    moduleClasses.set(href, classes);
  }
  return classes;
}

function subsetOf(
  href: string,
  subset: ReturnType<typeof criticalCssFor>,
  html: string,
  modules: readonly string[] = [],
): string {
  const classes = classesInHtml(html);
  const styles = html.match(/\sstyle="[^"]*"/g)?.join("") ?? "";
  // A module's name changes with its content, so the names stand for its classes here.
  const key = `${href}\n${[...classes].sort().join(" ")}\n${modules.join(" ")}\n${styles}`;
  let css = results.get(key);
  if (css === undefined) {
    for (const module of modules) for (const name of classesInModule(module)) classes.add(name);
    css = subset(classes, styles);
    if (results.size >= MAX_RESULTS) results.delete(results.keys().next().value ?? "");
    results.set(key, css);
  }
  return css;
}

const brotliSizes = new Map<string, number>();
function brotliSize(css: string): number {
  let size = brotliSizes.get(css);
  if (size === undefined) {
    size = brotliCompressSync(css, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    if (brotliSizes.size >= MAX_RESULTS) brotliSizes.delete(brotliSizes.keys().next().value ?? "");
    brotliSizes.set(css, size);
  }
  return size;
}

export function criticalCssFromBuild(href: string, page: PageHtml): InlineCss | undefined {
  if (!builtStylesheet.test(href)) return undefined;
  const subset = subsetterFor(href);
  if (!subset) return undefined;
  if (page.appModules.length > 0) {
    const withApp = subsetOf(href, subset, page.document, page.appModules);
    if (brotliSize(withApp) <= PAGE_AND_APP_CSS_LIMIT)
      return { css: withApp, covers: "page-and-app" };
  }
  const whole = subsetOf(href, subset, page.document);
  if (brotliSize(whole) <= WHOLE_PAGE_CSS_LIMIT) return { css: whole, covers: "page" };
  return { css: subsetOf(href, subset, page.firstScreen), covers: "first-screen" };
}
