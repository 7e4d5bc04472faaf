import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import {
  type CspOptions,
  scriptHashSource,
  staticPageContentSecurityPolicy,
} from "./security-headers";
import { type EncodedBody, encodedBody, sendEncodedBody } from "./static-output/encoded-body";
import { inlineScripts } from "~/lib/static-output/inline-scripts";
import { withoutTrailing } from "~/lib/text/without-trailing";

/** A page rendered at build time: its bytes in each encoding and its inline scripts' hashes. */
export type PrerenderedPage = { body: EncodedBody; scriptHashes: string[] };

/** Maps "/features" to the page that was rendered for it at build time. */
export type PrerenderedPages = Map<string, PrerenderedPage>;

async function findHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

/**
 * The build writes `index.html.br` and `.gz` beside each page (scripts/static-output.ts); a
 * build folder without them (an older build) is compressed once here, at start.
 */
async function loadPage(file: string): Promise<PrerenderedPage> {
  const identity = await readFile(file);
  const br =
    (await readIfPresent(`${file}.br`)) ??
    brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  const gzip = (await readIfPresent(`${file}.gz`)) ?? gzipSync(identity, { level: 9 });
  return {
    body: encodedBody(identity, { br, gzip }),
    scriptHashes: inlineScripts(identity.toString("utf8")).map(scriptHashSource),
  };
}

/** Reads every prerendered page once at start; they are small and served on every hit. */
export async function loadPrerenderedPages(clientBuildDir: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  for (const file of await findHtmlFiles(clientBuildDir)) {
    const folder = relative(clientBuildDir, join(file, ".."));
    const path = folder === "" ? "/" : `/${folder.split(sep).join("/")}`;
    pages.set(path, await loadPage(file));
  }
  return pages;
}

/**
 * Serves a prerendered page as the build wrote it (decision 021): the same bytes for every
 * visitor, precompressed, negotiated on Accept-Encoding, revalidated by ETag (If-None-Match,
 * If-Match), with a CSP
 * that allows exactly the page's inline scripts by hash. A trailing slash is tolerated
 * ("/features/" serves "/features") rather than redirected.
 */
export function servePrerenderedPages(
  pages: PrerenderedPages,
  options: CspOptions,
): RequestHandler {
  const policies = new Map(
    [...pages].map(([path, page]) => [
      path,
      staticPageContentSecurityPolicy(page.scriptHashes, options),
    ]),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path.length > 1 ? withoutTrailing(req.path, "/") : req.path;
    const page = pages.get(path);
    if (page === undefined) return next();
    res.setHeader("Content-Security-Policy", policies.get(path) ?? "");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // Revalidated on every use (cheap: a 304 by ETag), so a deploy shows at once.
    res.setHeader("Cache-Control", "public, no-cache");
    sendEncodedBody(req, res, next, page.body);
  };
}
