#!/usr/bin/env node
/**
 * Performance budget: reads the client build (it builds nothing itself) and prints, per
 * page template (route module), the JavaScript and CSS a first load of that page fetches,
 * in KB gzipped. Fails when the landing page's JavaScript is over its budget.
 *
 * First-load assets of a route = the client entry and its imports, plus the module,
 * imports and CSS of every route from the root down to that route, as React Router's
 * manifest lists them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import vm from "node:vm";

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
process.exit(failed ? 1 : 0);
