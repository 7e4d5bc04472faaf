#!/usr/bin/env node
/**
 * Performance budget (run with tsx: `npm run budget`). It builds nothing itself.
 *
 * Part 1 reads the client build and prints, per page template (route module), the JavaScript
 * and CSS a first load of that page fetches, in KB gzipped, from React Router's manifest.
 *
 * Part 2 (issue 18) starts the built server and fetches one URL per public template
 * (scripts/public-templates.mjs) as a browser would, then prints:
 * - bytes to first paint: the brotli size (quality 11) of the HTML up to the end of the
 *   section holding the page's <h1> (app/lib/static-output/first-paint.ts), plus every
 *   render-blocking stylesheet (a <link rel="stylesheet"> in <head> whose media is not
 *   "print" and that is not inside <noscript>). Budget: 14 KB, the landing page 10 KB, so
 *   the first screen fits in one round trip with a standard initial window (10 × 1460 B ≈ 14 KB);
 * - the JavaScript the page loads first (its module preloads), KB gzipped. Budget: 125 KB,
 *   the landing page 119 KB (issue 18: what it loaded when the issue was filed). A page that
 *   hydrates on intent (decision 022) loads none; what it loads on intent is shown beside it.
 *   A page that hydrates after its load event loads its modules with every view, so they count.
 * It fails when any page is over a budget.
 *
 * First-load assets of a route = the client entry and its imports, plus the module,
 * imports and CSS of every route from the root down to that route, as React Router's
 * manifest lists them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { firstScreenHtml } from "../app/lib/static-output/first-paint.ts";
import { deferredModules } from "../app/lib/static-output/hydrate-on-intent.ts";
import { startBuiltServer } from "./built-server.mjs";
import { publicTemplates } from "./public-templates.mjs";

const clientDir = join(import.meta.dirname, "..", "build", "client");
const BUDGETS_KB = { "routes/marketing/home": 125 };

function readManifest() {
  let files;
  try {
    files = readdirSync(join(clientDir, "assets"));
  } catch {
    console.error("No client build found: run `npm run build` first.");
    process.exit(2);
  }
  const file = files.find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("React Router manifest not found in build/client/assets");
  const sandbox = { window: {} };
  vm.runInNewContext(readFileSync(join(clientDir, "assets", file), "utf8"), sandbox);
  return sandbox.window.__reactRouterManifest;
}

const gzipCache = new Map();
function gzippedBytes(assetPath) {
  if (!gzipCache.has(assetPath)) {
    gzipCache.set(
      assetPath,
      gzipSync(readFileSync(join(clientDir, assetPath)), { level: 9 }).length,
    );
  }
  return gzipCache.get(assetPath);
}

function routeChain(routes, id) {
  const chain = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    chain.unshift(route);
  }
  return chain;
}

function firstLoad(manifest, id) {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (const route of routeChain(manifest.routes, id)) {
    if (route.module) js.add(route.module);
    for (const path of route.imports ?? []) js.add(path);
    for (const path of route.css ?? []) css.add(path);
  }
  const sum = (set) => [...set].reduce((total, path) => total + gzippedBytes(path), 0) / 1024;
  return { js: sum(js), css: sum(css) };
}

const manifest = readManifest();
const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
const pageTemplates = Object.values(manifest.routes).filter(
  (route) => route.hasDefaultExport && !parents.has(route.id),
);
// Several paths share one module (the outline page); measure each module once.
const templates = [...new Map(pageTemplates.map((route) => [route.module, route])).values()];

const rows = templates
  .map((route) => ({
    template: route.id.replace(/^page:.*/, "routes/marketing/outline-page"),
    ...firstLoad(manifest, route.id),
  }))
  .sort((a, b) => a.template.localeCompare(b.template));

console.log("First-load assets per page template (KB gzipped)\n");
console.log(`${"template".padEnd(44)} ${"JS".padStart(8)} ${"CSS".padStart(8)}  budget`);
let failed = false;
for (const row of rows) {
  const budget = BUDGETS_KB[row.template];
  const over = budget !== undefined && row.js > budget;
  failed ||= over;
  const verdict =
    budget === undefined ? "" : over ? `OVER ${budget} KB JS` : `ok (≤ ${budget} KB JS)`;
  console.log(
    `${row.template.padEnd(44)} ${row.js.toFixed(1).padStart(8)} ${row.css.toFixed(1).padStart(8)}  ${verdict}`,
  );
}
for (const template of Object.keys(BUDGETS_KB)) {
  if (!rows.some((row) => row.template === template)) {
    console.error(`\nBudgeted template ${template} is not in the build.`);
    failed = true;
  }
}

const KB = 1024;
const FIRST_PAINT_BUDGET = { "/": 10 * KB, default: 14 * KB };
const JS_BUDGET = { "/": 119 * KB, default: 125 * KB };

const brotliBytes = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const builtFile = (href) => readFileSync(join(clientDir, href.replace(/[?#].*$/, "")));

/** Stylesheets that block the first paint: in <head>, media not print, not in <noscript>. */
function blockingStylesheets(html) {
  const head = html
    .slice(0, html.indexOf("</head>"))
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .filter((tag) => !/\bmedia="(print|not all)"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
}

const gzippedTotal = (hrefs) =>
  [...new Set(hrefs)].reduce((total, href) => total + gzippedBytes(href), 0);

function firstLoadJs(html) {
  return gzippedTotal(
    [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)]
      .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1])
      .filter(Boolean),
  );
}

console.log("\nPer public template, as served (first paint: KB brotli; JS: KB gzipped)\n");
console.log(
  `${"path".padEnd(38)} ${"first paint".padStart(11)} ${"HTML".padStart(6)} ${"CSS".padStart(6)} ${"budget".padStart(7)} ${"JS".padStart(7)} ${"budget".padStart(7)} ${"on intent".padStart(9)}`,
);
const server = await startBuiltServer();
try {
  for (const { path } of publicTemplates) {
    const response = await fetch(server.url + path, { headers: { "accept-encoding": "identity" } });
    const html = await response.text();
    if (response.status === 404) {
      console.log(`${path.padEnd(38)} not in this build (404): not measured`);
      continue;
    }
    const htmlBytes = brotliBytes(Buffer.from(firstScreenHtml(html)));
    const cssBytes = blockingStylesheets(html).reduce(
      (t, href) => t + brotliBytes(builtFile(href)),
      0,
    );
    const paint = htmlBytes + cssBytes;
    const deferred = deferredModules(html);
    const deferredJs = gzippedTotal(deferred.modules);
    const js = firstLoadJs(html) + (deferred.afterLoad ? deferredJs : 0);
    const intentJs = deferred.afterLoad ? 0 : deferredJs;
    const paintBudget = FIRST_PAINT_BUDGET[path] ?? FIRST_PAINT_BUDGET.default;
    const jsBudget = JS_BUDGET[path] ?? JS_BUDGET.default;
    const over = [paint > paintBudget && "first paint", js > jsBudget && "JS"].filter(Boolean);
    failed ||= over.length > 0;
    const kb = (bytes) => (bytes / KB).toFixed(1);
    console.log(
      `${path.padEnd(38)} ${kb(paint).padStart(11)} ${kb(htmlBytes).padStart(6)} ${kb(cssBytes).padStart(6)} ${kb(paintBudget).padStart(7)} ${kb(js).padStart(7)} ${kb(jsBudget).padStart(7)} ${(intentJs ? kb(intentJs) : "").padStart(9)}  ${over.length ? `OVER (${over.join(", ")})` : "ok"}`,
    );
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
