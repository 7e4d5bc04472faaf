#!/usr/bin/env node
/**
 * Counts the imports of app/ and server/ that cross a layer or a feature boundary
 * (scripts/layers.mjs) and fails if any breaks a rule. `npm run check:imports`; CI runs it.
 * ESLint reports the same rules per line; this prints the whole picture at once.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { publicModuleNames, restrictedZones } from "./layers.mjs";

const root = process.cwd();
const sourceExtensions = [".ts", ".tsx", ".mjs", ".js"];

function* sourceFiles(dir) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "migrations" && entry.name !== "node_modules") yield* sourceFiles(relative);
    } else if (sourceExtensions.some((extension) => entry.name.endsWith(extension))) {
      yield relative;
    }
  }
}

const specifierPattern = /(?:^|\s)(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/gm;

/** The repository-relative file an import names, or null for packages and node built-ins. */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...sourceExtensions.map((extension) => base + extension), ...sourceExtensions.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((candidate) => existsSync(path.join(root, candidate)) && !candidate.endsWith("/")) ?? base;
}

/** app/features/<unit> or app/features/tools/<tool>, else the top two folders (app/lib, server…). */
function area(file) {
  const parts = file.split(path.sep);
  if (parts[0] !== "app") return parts[0];
  if (parts[1] === "features") return parts[2] === "tools" ? `features/tools/${parts[3]}` : `features/${parts[2]}`;
  if (parts[1] === "components") return `components/${parts[2]}`;
  return parts.length > 2 ? parts[1] : "app (route table, root, entries)";
}

const layerOf = (file) => {
  const a = area(file);
  return a.startsWith("features/") ? "features" : a;
};

const inside = (file, folder) => {
  const relative = path.relative(path.normalize(folder), file);
  return !relative.startsWith("..") && !path.isAbsolute(relative);
};

const zones = restrictedZones(root);
function brokenRule(fromFile, toFile) {
  for (const zone of zones) {
    if (!inside(fromFile, zone.target)) continue;
    for (const from of [zone.from].flat()) {
      if (!inside(toFile, from)) continue;
      const allowed = (zone.except ?? []).some((except) => inside(toFile, path.join(from, except)));
      if (!allowed) return `${zone.target} must not import ${from}${toFile.startsWith("app/features") ? " (use its public module)" : ""}`;
    }
  }
  return null;
}

const crossLayer = new Map();
let crossFeature = 0;
let throughPublic = 0;
const violations = [];
for (const file of [...sourceFiles("app"), ...sourceFiles("server")]) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const text = readFileSync(path.join(root, file), "utf8");
  for (const match of text.matchAll(specifierPattern)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (!target || target.includes("+types")) continue;
    const [fromArea, toArea] = [area(file), area(target)];
    if (fromArea === toArea) continue;
    const [fromLayer, toLayer] = [layerOf(file), layerOf(target)];
    if (fromLayer !== toLayer) {
      const key = `${fromLayer} → ${toLayer}`;
      crossLayer.set(key, (crossLayer.get(key) ?? 0) + 1);
    } else if (fromLayer === "features" && toArea !== "features/tools/shared") {
      crossFeature += 1;
      if (publicModuleNames.includes(path.basename(target))) throughPublic += 1;
    }
    const rule = brokenRule(file, target);
    if (rule) violations.push(`${file} → ${target}: ${rule}`);
  }
}

console.log("Imports across layers (production code, tests excluded):");
for (const [key, count] of [...crossLayer].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${key.padEnd(60)} ${count}`);
}
console.log(`Imports from one feature into another: ${crossFeature} (${throughPublic} through a public module)`);
console.log(`Imports that break a layer or feature rule: ${violations.length}`);
for (const violation of violations) console.log(`  ${violation}`);
process.exitCode = violations.length > 0 ? 1 : 0;
