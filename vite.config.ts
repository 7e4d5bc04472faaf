import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));
const clientRoute = (file: string) => `${appDir}/${file}?__react-router-build-client-route`;
const clientEntries = [
  `${appDir}/entry.client.tsx`,
  fileURLToPath(
    new URL(
      "./node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx",
      import.meta.url,
    ),
  ),
];

/** Every module `roots` import statically, directly or not (lazy imports stay out). */
function staticClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = found.has(id) ? null : ctx.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    queue.push(...info.importedIds);
  }
  return found;
}

const isRouteModule = (id: string) =>
  id === `${appDir}/root.tsx` || id.startsWith(`${appDir}/routes/`);

const closures = new WeakMap<ChunkingContext, { framework: Set<string>; shell: Set<string> }>();

/**
 * Browser chunks (decision 006): what the client entry and root load on every page goes into
 * one "framework" chunk, and what the site layout loads on every public page into one
 * "site-shell" chunk. Left to itself, the bundler gives each module shared by the layout and
 * some page a chunk of its own, and the landing page paid for a dozen tiny chunks.
 */
function shellChunkName(id: string, ctx: ChunkingContext): string | null {
  let sets = closures.get(ctx);
  if (!sets) {
    sets = {
      framework: staticClosure(ctx, [...clientEntries, clientRoute("root.tsx")]),
      shell: staticClosure(ctx, [clientRoute("routes/site-layout.tsx")]),
    };
    closures.set(ctx, sets);
  }
  // Route modules stay in their own chunks (with their stylesheets), as does CSS.
  if (ctx.getModuleInfo(id)?.isEntry || isRouteModule(id) || /\.css($|\?)/.test(id)) return null;
  if (sets.framework.has(id)) return "framework";
  if (sets.shell.has(id)) return "site-shell";
  return null;
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
          output: { codeSplitting: { groups: [{ name: shellChunkName }] } },
        },
      },
    },
  },
});
