#!/usr/bin/env node
/**
 * Decision 022's prototype: a prerendered page without framework JavaScript. Copies one
 * built page (default /legal/privacy) to /prototype-no-js/<same path>, with React Router's
 * module preloads, module script and hydration data removed; what stays is the HTML, the
 * inline first-screen CSS and deferred stylesheet, the theme script and the page-view script.
 * The server picks the copy up as a prerendered page at its next start, so
 * `npm run lighthouse -- /legal/privacy /prototype-no-js/legal/privacy` compares the two.
 * A prototype for measuring, not a feature: the shell's menus and theme toggle do nothing
 * in the copy (see the decision record for what shipping it would take). `npm run build`
 * removes it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const path = process.argv[2] ?? "/legal/privacy";
const clientDir = join(import.meta.dirname, "..", "build", "client");
const html = readFileSync(join(clientDir, path, "index.html"), "utf8");

const framework = [
  /<link rel="modulepreload"[^>]*>/g,
  /<script type="module"[^>]*>[\s\S]*?<\/script>/g,
  /<script>window\.__reactRouter[\s\S]*?<\/script>/g,
  // ScrollRestoration's inline script and React's streaming helpers need the app.
  /<script>\(\(storageKey[\s\S]*?<\/script>/g,
  /<script[^>]*>(\$RC|\$RB|\$RV|requestAnimationFrame\(function\(\)\{\$RT)[\s\S]*?<\/script>/g,
];
const stripped = framework.reduce((page, pattern) => page.replace(pattern, ""), html);
const target = join(clientDir, "prototype-no-js", path);
mkdirSync(target, { recursive: true });
writeFileSync(join(target, "index.html"), stripped);
console.log(
  `${path}: ${html.length} → ${stripped.length} bytes of HTML, no module scripts; written to /prototype-no-js${path}`,
);
