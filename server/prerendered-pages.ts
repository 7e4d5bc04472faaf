import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { CSP_NONCE_PLACEHOLDER } from "~/features/security/nonce";
import { type CspOptions, contentSecurityPolicy, createNonce } from "./security-headers";

/** Maps "/features" to the HTML that was rendered for it at build time. */
export type PrerenderedPages = Map<string, string>;

async function findHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Reads every prerendered page once at start; they are small and served on every hit. */
export async function loadPrerenderedPages(clientBuildDir: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  for (const file of await findHtmlFiles(clientBuildDir)) {
    const folder = relative(clientBuildDir, join(file, ".."));
    const path = folder === "" ? "/" : `/${folder.split(sep).join("/")}`;
    pages.set(path, await readFile(file, "utf8"));
  }
  return pages;
}

/**
 * Serves a prerendered page with a fresh CSP nonce in place of the build-time placeholder.
 * A trailing slash is tolerated ("/features/" serves "/features") rather than redirected.
 */
export function servePrerenderedPages(
  pages: PrerenderedPages,
  options: CspOptions,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const html = pages.get(path);
    if (html === undefined) return next();
    const nonce = createNonce();
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
}
