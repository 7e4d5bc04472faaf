#!/usr/bin/env node
/**
 * The last build step (decision 021), run by `npm run build` after React Router's build
 * (whose prerendered pages already carry their first screen's CSS inline: app/entry.server.tsx):
 * 1. every text file in build/client gets brotli (quality 11) and gzip (level 9) copies
 *    beside it (`x.js.br`, `x.js.gz`), written only when smaller, for the server's content
 *    negotiation and for nginx's `brotli_static`/`gzip_static`;
 * 2. build/nginx/script-hashes.conf maps each prerendered page to its inline scripts' CSP
 *    hashes, for serving the build folder from nginx (docs/operations.md;
 *    scripts/nginx-script-hashes.ts).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { scriptHashSource } from "../server/security-headers";
import { inlineScripts } from "../app/lib/static-output/inline-scripts";
import { scriptHashesConf } from "./nginx-script-hashes";

const buildDir = join(import.meta.dirname, "..", "build");
const clientDir = join(buildDir, "client");
const compressible = /\.(html|js|mjs|css|svg|json|data|xml|txt|webmanifest)$/;

const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .map((name) => join(clientDir, name))
  .filter((file) => statSync(file).isFile() && !/\.(br|gz)$/.test(file));
const pages = files.filter((file) => file.endsWith(`${sep}index.html`));

const pageHashes = new Map<string, string>();
for (const file of pages) {
  const html = readFileSync(file, "utf8");
  const folder = relative(clientDir, dirname(file)).split(sep).join("/");
  const hashes = [...new Set(inlineScripts(html).map(scriptHashSource))].join(" ");
  pageHashes.set(folder === "" ? "/" : `/${folder}`, hashes);
}

let written = 0;
for (const file of files.filter((name) => compressible.test(name))) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  for (const [suffix, encoded] of [
    [".br", br],
    [".gz", gz],
  ] as const) {
    if (encoded.length >= bytes.length) continue;
    writeFileSync(`${file}${suffix}`, encoded);
    written++;
  }
}

mkdirSync(join(buildDir, "nginx"), { recursive: true });
writeFileSync(join(buildDir, "nginx", "script-hashes.conf"), scriptHashesConf(pageHashes));
console.log(`static output: ${pages.length} pages' script hashes, ${written} precompressed files`);
