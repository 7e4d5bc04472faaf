import type { Request, Response, Router } from "express";
import { z } from "zod";
import { PROXY_LIMITS, fetchPage } from "~/features/tools/web-proxy/fetch-page.server";
import {
  type ProxyView,
  proxyAnswer,
  proxyBaseHeaders,
  proxyErrorPage,
  sendProxyBody,
} from "~/features/tools/web-proxy/proxy-response.server";
import type { ProxyService } from "~/features/tools/web-proxy/proxy-service.server";
import { AUTO_PROXY_ID, type ProxyCheckAnswer } from "~/features/tools/web-proxy/proxy-types";
import { formActionQuery } from "~/features/tools/web-proxy/proxy-form.server";
import { ProxyRefusal, checkTargetUrl, proxiedPath } from "~/features/tools/web-proxy/target-url";
import { limitKeys } from "../client-address";
import { HttpError } from "../http-errors";
import { onResponseClose } from "../response-close";
import { parseQuery } from "../request-input";
import type { ApiDependencies } from "./api-dependencies";
import { fetchMetadataGuard } from "./proxy-guards";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

/**
 * The proxy's query: anything but one string reads as "", so a missing or repeated url gets
 * the proxy's own refusal ("Please enter a URL."), which a frame shows as a page.
 */
const text = z.string().catch("");
const ProxyQuerySchema = z.object({ url: text, proxyId: text, js: text });
type ProxyQuery = z.output<typeof ProxyQuerySchema>;

function asHttpError(error: unknown): unknown {
  return error instanceof ProxyRefusal ? new HttpError(error.status, error.message) : error;
}

/** A refusal inside the frame (a link or form the visitor followed) is a page; elsewhere, JSON. */
function answerRefusal(req: Request, res: Response, error: unknown): void {
  const dest = req.get("sec-fetch-dest");
  if (error instanceof ProxyRefusal && (dest === "iframe" || dest === "document")) {
    res.removeHeader("X-Frame-Options");
    res.status(error.status).type("html").send(proxyErrorPage(error.message));
    return;
  }
  throw asHttpError(error);
}

/**
 * Writes the page to the visitor: each write resolves once the visitor took the chunk (or
 * left), so the rewritten page never piles up here. A visitor who stops reading without
 * hanging up is cut off by the server's write-stall limit (CONNECTION_LIMITS.writeStallMs),
 * which closes the response and so frees the proxy slot. One drain listener serves the whole
 * response: under the compression middleware a listener per write could not be removed again
 * (one was left per write).
 */
function visitorWriter(res: Response) {
  let waiting: (() => void) | null = null;
  const wake = () => {
    const waiter = waiting;
    waiting = null;
    waiter?.();
  };
  res.on("drain", wake);
  onResponseClose(res, wake);
  return (chunk: string | Buffer) =>
    new Promise<void>((resolve) => {
      if (res.write(chunk) || res.closed) return resolve();
      waiting = resolve;
    });
}

/** An AbortSignal that fires when the visitor hangs up before the answer is complete. */
function visitorSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  // Added after the rate limit's await: the visitor may be gone already.
  onResponseClose(res, () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function viewOf(query: ProxyQuery, proxy: ProxyService): ProxyView {
  return {
    proxyId: query.proxyId || AUTO_PROXY_ID,
    blockScripts: query.js === "0",
    frameAncestors: proxy.frameAncestors,
  };
}

/**
 * The web proxy: GET /api/proxy?url=…&proxyId=…[&js=0] fetches a page for the
 * visitor and answers it sandboxed for the frame; /api/proxy/check tries a page for the
 * tool's status badge; /api/proxy/form/… carries GET forms of proxied pages;
 * /api/proxy/proxies and /api/proxy/stats list the locations and their measured health.
 */
export function proxyRouter({ database, env, tools, clock }: ApiDependencies): Router {
  const router = strictRouter();
  const { proxy } = tools;
  const rateLimit = toolRateLimit({ database, clock }, "proxy", env.PROXY_RATE_LIMIT);

  // First, so that every answer under /api/proxy (refusals, 429s and errors too) has them.
  router.use((req, res, next) => {
    res.set(proxyBaseHeaders(proxy.frameAncestors, parseQuery(ProxyQuerySchema, req).js === "0"));
    next();
  });

  router.get("/proxies", (_req, res) => {
    res.json(proxy.nodes.entries());
  });

  router.get("/stats", (_req, res) => {
    res.json(proxy.nodes.stats());
  });

  /** Fetches the target under the per-client and global caps; the visitor's hang-up aborts it. */
  function fetchFor(req: Request, signal: AbortSignal, view: ProxyView) {
    const target = parseQuery(ProxyQuerySchema, req).url;
    if (!target.trim()) throw new ProxyRefusal(400, "Please enter a URL.");
    checkTargetUrl(target, env.PROXY_ALLOWED_PORTS);
    const node = proxy.nodes.pick(view.proxyId);
    return <T>(use: (page: Awaited<ReturnType<typeof fetchPage>>) => Promise<T>) =>
      proxy.gate.run(
        limitKeys(req),
        async () => use(await fetchPage(proxy.fetch, target, node, signal)),
        signal,
      );
  }

  router.get("/check", fetchMetadataGuard, rateLimit, async (req, res) => {
    try {
      const view = viewOf(parseQuery(ProxyQuerySchema, req), proxy);
      const status = await fetchFor(req, visitorSignal(res), view)(async (page) => page.status);
      res.json({ status } satisfies ProxyCheckAnswer);
    } catch (error) {
      throw asHttpError(error);
    }
  });

  router.get("/", fetchMetadataGuard, rateLimit, async (req, res) => {
    const view = viewOf(parseQuery(ProxyQuerySchema, req), proxy);
    const signal = visitorSignal(res);
    try {
      await fetchFor(
        req,
        signal,
        view,
      )(async (page) => {
        // Only a request from a sandboxed proxied page (an opaque origin: cross-site) gets
        // scripts and stylesheets as such, and only an image load an SVG as such; see proxyAnswer.
        const answer = proxyAnswer(
          page,
          view,
          req.get("sec-fetch-site") === "cross-site",
          req.get("sec-fetch-dest"),
        );
        // Our pages may not be framed; proxied ones must be, by our pages only (frame-ancestors).
        res.removeHeader("X-Frame-Options");
        res.status(answer.status).set(answer.headers);
        await sendProxyBody(
          answer.body,
          view,
          visitorWriter(res),
          () => signal.aborted,
          proxy.fetch.limits?.maxBytes ?? PROXY_LIMITS.maxBytes,
        );
        res.end();
      });
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      answerRefusal(req, res, error);
    }
  });

  // A GET form of a proxied page: its action's path holds the proxied address (proxy-form.server.ts).
  router.get("/form/:via", fetchMetadataGuard, (req, res) => {
    const { via } = req.params;
    const query = ProxyQuerySchema.parse(formActionQuery(typeof via === "string" ? via : ""));
    const view = viewOf(query, proxy);
    try {
      const url = checkTargetUrl(query.url, env.PROXY_ALLOWED_PORTS);
      // The fields as the browser encoded them, in their order, as it would send them to the site.
      const fields = req.url.indexOf("?");
      url.search = fields < 0 ? "" : req.url.slice(fields + 1);
      res.redirect(303, proxiedPath(url.href, view.proxyId, view.blockScripts));
    } catch (error) {
      answerRefusal(req, res, error);
    }
  });

  return router;
}
