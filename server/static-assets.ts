import { readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import express, { type Request, type RequestHandler, type Response } from "express";
import { HttpError } from "./http-errors";
import { markBuildEncoded, preferredEncoding } from "./static-output/encoded-body";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Folders of the build that hold files only (Vite's hashed assets, public/images), no page: a
 * path under them that is not one of the build's files is a plain 404. tests/api/
 * static-output.test.ts fails if a route is ever added under one.
 */
export const FILE_ONLY_FOLDERS = ["/assets/", "/images/"] as const;

/**
 * Cache lifetime by kind of file: hashed names never change; other files briefly. Decided by
 * the URL path ("/assets/x.js"), never the path on disk: a build installed under a folder named
 * "assets" had every page's loader data kept by browsers for a year.
 */
function setCacheHeaders(res: Response, urlPath: string): void {
  if (urlPath.startsWith("/assets/")) {
    res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
  } else if (urlPath.endsWith(".data")) {
    // Loader data of prerendered pages, fetched on client-side navigation.
    res.setHeader("Content-Type", "text/x-script");
    res.setHeader("Cache-Control", "public, no-cache");
  } else {
    res.setHeader("Cache-Control", "public, max-age=3600");
  }
}

/** A file's URL path ("/assets/x.js") from its path on disk inside the build folder. */
function urlPathOf(clientBuildDir: string, file: string): string {
  return `/${relative(clientBuildDir, file).split(sep).join("/")}`;
}

/**
 * The build's files by URL path ("/assets/x.js"), each with the precompressed copies the
 * build wrote beside it. The build folder does not change while the server runs, so a path
 * that is not here is passed on without touching the disk (most requests: pages and the API).
 */
function buildFiles(clientBuildDir: string): Map<string, Set<"br" | "gzip">> {
  const files = new Map<string, Set<"br" | "gzip">>();
  let entries;
  try {
    entries = readdirSync(clientBuildDir, { withFileTypes: true, recursive: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const encoding = entry.name.endsWith(".br") ? "br" : entry.name.endsWith(".gz") ? "gzip" : null;
    const path = urlPathOf(clientBuildDir, encoding ? file.replace(/\.(br|gz)$/, "") : file);
    const encodings = files.get(path) ?? new Set();
    if (encoding) encodings.add(encoding);
    files.set(path, encodings);
  }
  return files;
}

/**
 * A range under If-Range is sent only when the validator is a strong one of the bytes the range
 * is counted in (RFC 9110 §13.1.5). A build file has none: `send`'s ETag is weak (size and
 * time), and its date is shared by the file's brotli, gzip and plain copies. `send` took a weak
 * tag, or any later date, as a match, so a client resuming with another copy's validator got
 * part of bytes it never held. The whole file is sent instead, as for a stale If-Range.
 */
function dropConditionalRange(req: Request): void {
  if (req.headers["if-range"] !== undefined) delete req.headers.range;
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Files from build/client. Where the build wrote brotli and gzip copies (decision 021), the
 * copy the client accepts is sent as it is, with `Vary: Accept-Encoding`; nothing is
 * compressed per request. HTML is never served from here: prerendered pages have their own
 * handler (prerendered-pages.ts), and "/about" must not redirect to "/about/".
 */
export function serveClientAssets(clientBuildDir: string): RequestHandler {
  const files = buildFiles(clientBuildDir);
  const serveStatic = express.static(clientBuildDir, {
    index: false,
    redirect: false,
    dotfiles: "ignore",
    setHeaders: (res, file) => setCacheHeaders(res, urlPathOf(clientBuildDir, file)),
  });
  return (req, res, next) => {
    const path = decodedPath(req.path);
    if (path === null) return next();
    const encodings = path.endsWith(".html") ? undefined : files.get(path);
    if (!encodings) {
      // A chunk of an earlier build (asked for by a page loaded before a deploy) or an image
      // that was never made is a plain 404, not the site's 404 page rendered per request and
      // sent where a script, stylesheet or image was expected.
      const fileOnly = FILE_ONLY_FOLDERS.some((folder) => path.startsWith(folder));
      return next(fileOnly ? new HttpError(404, "Not found") : undefined);
    }
    markBuildEncoded(res);
    dropConditionalRange(req);
    if (encodings.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) {
      return serveStatic(req, res, next);
    }
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"], encodings);
    if (encoding === "identity") return serveStatic(req, res, next);
    setCacheHeaders(res, path);
    if (!res.getHeader("Content-Type")) res.type(extname(path));
    res.setHeader("Content-Encoding", encoding);
    // Relative to `root`, so only the URL's part of the path is checked for dot folders, as
    // express.static checks it: given the whole path, a build installed below a dot folder
    // (~/.releases/umbra) answered 404 for every compressed copy.
    res.sendFile(
      `${path}${encoding === "br" ? ".br" : ".gz"}`,
      { root: clientBuildDir, cacheControl: false },
      (error) => {
        if (!error) return;
        // Once the file is on its way, a failure (mostly the client hanging up) can only end the
        // answer: there is nothing left to send, and nothing worth a logged stack.
        if (res.headersSent) return void res.destroy();
        next(error);
      },
    );
  };
}
