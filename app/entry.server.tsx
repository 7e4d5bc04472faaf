import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { errorLogContext } from "~/lib/http/error-log-context";
import { lowerModulePreloadPriority } from "~/lib/http/module-preload-priority";
import { NonceProvider, nonceContext } from "~/lib/security/nonce";
import { criticalCssFromBuild } from "~/lib/static-output/critical-css.server";
import { deferStylesheets } from "~/lib/static-output/defer-stylesheets";
import {
  type DeferredHydration,
  deferHydration,
  deferredHydration,
  hydrateAfterLoad,
  modulePreloads,
} from "~/lib/static-output/hydrate-on-intent";
import { ServerHtmlProvider } from "~/lib/static-output/server-html";
import { serverHtmlContext } from "~/lib/static-output/server-html-context";

export const streamTimeout = 5_000;

/**
 * A page rendered per request holds the response's CSP nonce in its header and its scripts:
 * a shared cache (a CDN, Varnish) that kept it would hand every visitor the same nonce, and
 * the caches that give an answer without Cache-Control a default lifetime (an hour, a day)
 * would also keep a post's 404 after it is published. Only the visitor's browser may keep
 * it, and it asks again each time. An answer that says no-store (admin pages) keeps that.
 */
export const RENDERED_PAGE_CACHE_CONTROL = "private, no-cache";

/** A data request of a route rendered per request: any cache asks again before using it. */
export const DATA_CACHE_CONTROL = "no-cache";

/**
 * An error a loader or middleware threw, written to the request's log (React Router's own
 * handler wrote it to the console, without the request's id). A request the visitor gave up
 * on is aborted by React Router: nothing went wrong there.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.get(errorLogContext)(error, "page request failed");
};

/** Loader data (`.data`) keeps what a route said; without a word it is revalidated. */
export function handleDataRequest(response: Response): Response {
  if (!response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", DATA_CACHE_CONTROL);
  }
  return response;
}

/**
 * Every page, prerendered or rendered per request, is written whole and then finished
 * (decision 021): its first screen's CSS goes inline and the full stylesheet loads without
 * blocking render, and module preloads go low priority (decision 006). The first screen is
 * only known once its HTML is, so the document is not streamed; pages are small and their
 * data is loaded before rendering starts either way. A page whose route handles ask for it
 * loads its JavaScript on the visitor's intent, or once it has loaded, instead (decision 022).
 */
function finishDocument(
  html: string,
  nonce: string | undefined,
  deferred: DeferredHydration | null,
): string {
  // A tool that runs as it loads: its inline CSS also covers what its app renders alone.
  const appModules = deferred === hydrateAfterLoad.hydrate ? modulePreloads(html) : [];
  const page = deferStylesheets(lowerModulePreloadPriority(html), criticalCssFromBuild, {
    nonce,
    appModules,
  });
  return deferred ? deferHydration(page, deferred, nonce) : page;
}

function routeHandles({ routeModules, staticHandlerContext }: EntryContext): unknown[] {
  return staticHandlerContext.matches.map((match) => routeModules[match.route.id]?.handle);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // No nonce while prerendering: the page must be the same bytes for every visitor.
  const nonce = loadContext.get(nonceContext) || undefined;
  const deferred = deferredHydration(routeHandles(routerContext));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerHtmlProvider value={loadContext.get(serverHtmlContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerHtmlProvider>
      </NonceProvider>,
      {
        nonce,
        // React outlines a Suspense boundary of more than 500 bytes that completes after
        // 12.8 KB of a page, revealing it with an inline script. Prerendered pages must read
        // without JavaScript, so completed boundaries are always written in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            const html = finishDocument(Buffer.concat(chunks).toString("utf8"), nonce, deferred);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            if (nonce && !/\bno-store\b/i.test(responseHeaders.get("Cache-Control") ?? "")) {
              responseHeaders.set("Cache-Control", RENDERED_PAGE_CACHE_CONTROL);
            }
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported by the error boundary; log them once here.
          if (shellRendered) loadContext.get(errorLogContext)(error, "page render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
