import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { criticalCssFor } from "./critical-css";

/**
 * Critical CSS from the built stylesheets (decision 021). This module runs inside the
 * server build (build/server/index.js), beside build/client, both when prerendering and when
 * rendering per request; in development Vite serves the styles and nothing is found here.
 */
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const builtStylesheet = /^\/assets\/[\w.-]+\.css$/;

const subsetters = new Map<string, ReturnType<typeof criticalCssFor> | null>();
/** Pages rendered per request repeat the same first screens: reuse their subsets. */
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

export function criticalCssFromBuild(
  href: string,
  classes: ReadonlySet<string>,
  firstScreen: string,
): string | undefined {
  if (!builtStylesheet.test(href)) return undefined;
  const subset = subsetterFor(href);
  if (!subset) return undefined;
  const styles = firstScreen.match(/\sstyle="[^"]*"/g)?.join("") ?? "";
  const key = `${href}\n${[...classes].sort().join(" ")}\n${styles}`;
  let css = results.get(key);
  if (css === undefined) {
    css = subset(classes, styles);
    if (results.size >= MAX_RESULTS) results.delete(results.keys().next().value ?? "");
    results.set(key, css);
  }
  return css;
}
