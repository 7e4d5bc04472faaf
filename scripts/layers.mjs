import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The layers of app/ and server/ (docs/architecture.md), as import-x/no-restricted-paths zones:
 * files under `target` may not import files under `from`, except under `except`. eslint.config.js
 * enforces them; scripts/import-report.mjs counts imports against them. Imports flow one way:
 *   copy, config, db  <  lib, hooks, components/ui  <  components/layout  <  features  <  routes
 * - copy is page text and uses config only; config reads the environment and nothing of ours;
 *   lib is infrastructure the features share (HTTP, addresses, SEO, theme, API client);
 * - components never import features; nothing imports routes but the route table;
 * - a feature (app/features/<name> or app/features/tools/<tool>) reaches another only through that
 *   feature's public module, `public.ts` (or `public.server.ts` for its server-only parts);
 *   app/features/tools/shared is the tool kit any feature may use.
 */
export function featureUnits(root = process.cwd()) {
  const folders = (dir, skip) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== skip)
      .map((entry) => entry.name);
  return [
    ...folders("app/features", "tools"),
    ...folders("app/features/tools", "shared").map((tool) => `tools/${tool}`),
  ];
}

export const publicModuleNames = ["public.ts", "public.server.ts"];

function featureZones(units) {
  const publicModules = units.flatMap((unit) => publicModuleNames.map((name) => `./${unit}/${name}`));
  return [...units, "tools/shared"].map((unit) => ({
    target: `./app/features/${unit}`,
    from: "./app/features",
    except: [
      ...new Set([`./${unit}`, "./tools/shared"]),
      ...publicModules.filter((module) => !module.startsWith(`./${unit}/`)),
    ],
    message: "Import another feature through its public.ts (or public.server.ts).",
  }));
}

const layerZones = [
  { target: "./app/copy", from: ["./app/features", "./app/routes", "./app/components", "./app/db", "./app/lib", "./app/hooks", "./server"] },
  { target: "./app/config", from: ["./app/copy", "./app/features", "./app/routes", "./app/components", "./app/lib", "./app/hooks", "./app/db", "./server"] },
  { target: "./app/db", from: ["./app/copy", "./app/features", "./app/routes", "./app/components", "./app/lib", "./app/hooks", "./server"] },
  { target: "./app/lib", from: ["./app/copy", "./app/features", "./app/routes", "./app/components", "./server"] },
  { target: "./app/hooks", from: ["./app/features", "./app/routes", "./app/components/layout", "./server"] },
  { target: "./app/components/ui", from: ["./app/features", "./app/routes", "./app/components/layout", "./app/db", "./app/copy", "./server"] },
  { target: "./app/components", from: ["./app/features", "./app/routes", "./server"] },
  { target: "./app/features", from: ["./app/routes", "./server"] },
  { target: "./server", from: ["./app/routes"] },
];

export function restrictedZones(root = process.cwd()) {
  return [...layerZones, ...featureZones(featureUnits(root))];
}
