import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

/**
 * lucide-react's index re-exports every icon; walking into it would group them all. Icons are
 * left to the bundler, which puts each used icon in the chunk of the pages that use it.
 */
const isIconIndex = (id: string) => id.includes("/node_modules/lucide-react/");

const isRouteModule = (id: string) => {
  const path = id.replace(/\?.*$/, "");
  return path === `${appDir}/root.tsx` || path.startsWith(`${appDir}/routes/`);
};

/** Our client entry if there is one, else React Router's default. */
const clientEntries = [
  `${appDir}/entry.client.tsx`,
  fileURLToPath(
    new URL(
      "./node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx",
      import.meta.url,
    ),
  ),
];

/** The route modules every public page loads: their imports load with every page too. */
const shellRouteModules = [`${appDir}/root.tsx`, `${appDir}/routes/site-layout.tsx`];

/**
 * Modules every public page's route module imports (its `meta` export's helpers): they load
 * with every page, so they go with the shell instead of a chunk of their own. The build fails
 * if one of them moves, so the list cannot silently go stale.
 */
const everyPageModules = [`${appDir}/lib/seo/meta.ts`];

const frameworkModules = new WeakMap<ChunkingContext, Set<string>>();

/**
 * Everything the given modules import statically, up to (not into) route modules. Route
 * modules' own imports are theirs.
 */
function staticClosure(ctx: ChunkingContext, starts: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info =
      found.has(id) || isRouteModule(id) || isIconIndex(id) ? null : ctx.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    queue.push(...info.importedIds);
  }
  return found;
}

/**
 * The client entries' closure (React, React DOM, React Router) and the shell's: what the root
 * and the site layout import (header, footer, theme, icons, `cn`, the toast store).
 */
function frameworkClosure(ctx: ChunkingContext): Set<string> {
  // In the browser build a route module's own id holds its browser copy (server exports removed).
  const shellImports = shellRouteModules.flatMap((id) => ctx.getModuleInfo(id)?.importedIds ?? []);
  for (const id of everyPageModules) {
    if (!ctx.getModuleInfo(id)) throw new Error(`vite.config.ts: ${id} is not in the build`);
  }
  return staticClosure(ctx, [...clientEntries, ...shellImports, ...everyPageModules]);
}

/**
 * Browser chunks (decision 006): the framework and shell every page loads go into one chunk
 * instead of the bundler's many small shared chunks, each of which costs a request and gzip
 * overhead (and, under Lighthouse's simulation, a render-blocking request).
 */
function chunkName(id: string, ctx: ChunkingContext): string | null {
  let framework = frameworkModules.get(ctx);
  if (!framework) {
    framework = frameworkClosure(ctx);
    frameworkModules.set(ctx, framework);
  }
  if (ctx.getModuleInfo(id)?.isEntry || /\.css($|\?)/.test(id)) return null;
  return framework.has(id) ? "framework" : null;
}

/**
 * React Router's package exports point every condition at its development build, which keeps
 * its dev-only warnings (about 1 KB gzipped). The browser build of the app takes the production
 * build instead; the server keeps what Node resolves.
 */
const reactRouterProductionBuild: Plugin = {
  name: "react-router-production-build",
  apply: "build",
  enforce: "pre",
  resolveId(source) {
    if (this.environment.name !== "client") return null;
    if (source === "react-router") return reactRouterDist("index.mjs");
    if (source === "react-router/dom") return reactRouterDist("dom-export.mjs");
    return null;
  },
};

function reactRouterDist(file: string) {
  return fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  );
}

export default defineConfig({
  plugins: [reactRouterProductionBuild, tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: chunkName }] } },
        },
      },
    },
    // One server file, as before the browser code had dynamic imports of its own: the server
    // gains nothing from chunks, and critical-css.server.ts finds build/client beside it.
    ssr: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
  },
});
