import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

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

const frameworkModules = new WeakMap<ChunkingContext, Set<string>>();

/**
 * Everything the client entries import statically, up to (not into) route modules: React,
 * React DOM, React Router and their helpers. Route modules' own imports are theirs.
 */
function frameworkClosure(ctx: ChunkingContext, entries: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = found.has(id) || isRouteModule(id) ? null : ctx.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    queue.push(...info.importedIds);
  }
  return found;
}

/**
 * Browser chunks (decision 006): the framework every page loads goes into one chunk instead
 * of the bundler's many small shared chunks, each of which costs a request and gzip overhead.
 */
function chunkName(id: string, ctx: ChunkingContext): string | null {
  let framework = frameworkModules.get(ctx);
  if (!framework) {
    framework = frameworkClosure(ctx, clientEntries);
    frameworkModules.set(ctx, framework);
  }
  if (ctx.getModuleInfo(id)?.isEntry || /\.css($|\?)/.test(id)) return null;
  return framework.has(id) ? "framework" : null;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
  },
});
