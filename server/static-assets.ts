import express, { type RequestHandler } from "express";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Files from build/client. Hashed assets are cached for a year as immutable; other public
 * files briefly. HTML is never served from here: prerendered pages need a per-request
 * nonce (see prerendered-pages.ts), and "/about" must not redirect to "/about/".
 */
export function serveClientAssets(clientBuildDir: string): RequestHandler {
  const serveStatic = express.static(clientBuildDir, {
    index: false,
    redirect: false,
    dotfiles: "ignore",
    setHeaders(res, filePath) {
      if (filePath.includes("/assets/")) {
        res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      } else if (filePath.endsWith(".data")) {
        // Loader data of prerendered pages, fetched on client-side navigation.
        res.setHeader("Content-Type", "text/x-script");
        res.setHeader("Cache-Control", "no-cache");
      } else {
        res.setHeader("Cache-Control", "public, max-age=3600");
      }
    },
  });
  return (req, res, next) => {
    if (req.path.endsWith(".html")) return next();
    serveStatic(req, res, next);
  };
}
