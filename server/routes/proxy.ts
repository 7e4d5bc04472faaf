import type { Request, Response, Router } from "express";
import { fetchPage } from "~/features/tools/web-proxy/fetch-page.server";
import {
  type ProxyView,
  proxyAnswer,
  proxyBaseHeaders,
  proxyErrorPage,
  sendProxyBody,
} from "~/features/tools/web-proxy/proxy-response.server";
import type { ProxyService } from "~/features/tools/web-proxy/proxy-service.server";
import { AUTO_PROXY_ID } from "~/features/tools/web-proxy/proxy-types";
import { ProxyRefusal, checkTargetUrl, proxiedPath } from "~/features/tools/web-proxy/target-url";
import { clientKey } from "../client-address";
import { HttpError } from "../http-errors";
import type { ToolRouteDependencies } from "./tool-route-dependencies";
import { fetchMetadataGuard } from "./proxy-guards";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

function queryText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function asHttpError(error: unknown): unknown {
  return error instanceof ProxyRefusal ? new HttpError(error.status, error.message) : error;
}

/** Resolves once the client took the chunk (or left): the rewritten page never piles up here. */
function writeChunk(res: Response, chunk: string | Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (res.write(chunk)) return resolve();
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

/** An AbortSignal that fires when the visitor hangs up before the answer is complete. */
function visitorSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

function viewOf(req: Request, proxy: ProxyService): ProxyView {
  return {
    proxyId: queryText(req.query.proxyId) || AUTO_PROXY_ID,
    blockScripts: req.query.js === "0",
    frameAncestors: proxy.frameAncestors,
  };
}

/**
 * The web proxy: GET /api/proxy?url=…&proxyId=…[&js=0] fetches a page for the
 * visitor and answers it sandboxed for the frame; /api/proxy/check tries a page for the
 * tool's status badge; /api/proxy/form carries GET forms of proxied pages;
 * /api/proxy/proxies and /api/proxy/stats list the locations and their measured health.
 */
export function createProxyRoutes({ database, env, tools }: ToolRouteDependencies): Router {
  const router = strictRouter();
  const { proxy } = tools;
  const rateLimit = toolRateLimit(database, "proxy", env.PROXY_RATE_LIMIT);

  // First, so that every answer under /api/proxy (refusals, 429s and errors too) has them.
  router.use("/proxy", (req, res, next) => {
    res.set(proxyBaseHeaders(proxy.frameAncestors, req.query.js === "0"));
    next();
  });

  router.get("/proxy/proxies", (_req, res) => {
    res.json(proxy.nodes.entries());
  });

  router.get("/proxy/stats", (_req, res) => {
    res.json(proxy.nodes.stats());
  });

  /** Fetches the target under the per-client and global caps; the visitor's hang-up aborts it. */
  function fetchFor(req: Request, signal: AbortSignal, view: ProxyView) {
    const target = queryText(req.query.url);
    if (!target.trim()) throw new ProxyRefusal(400, "Please enter a URL.");
    checkTargetUrl(target, env.PROXY_ALLOWED_PORTS);
    const node = proxy.nodes.pick(view.proxyId);
    return <T>(use: (page: Awaited<ReturnType<typeof fetchPage>>) => Promise<T>) =>
      proxy.gate.run(
        clientKey(req),
        async () => use(await fetchPage(proxy.fetch, target, node, signal)),
        signal,
      );
  }

  router.get("/proxy/check", fetchMetadataGuard, rateLimit, async (req, res) => {
    try {
      const view = viewOf(req, proxy);
      const status = await fetchFor(req, visitorSignal(res), view)(async (page) => page.status);
      res.json({ status });
    } catch (error) {
      throw asHttpError(error);
    }
  });

  router.get("/proxy", fetchMetadataGuard, rateLimit, async (req, res) => {
    const view = viewOf(req, proxy);
    const signal = visitorSignal(res);
    try {
      await fetchFor(
        req,
        signal,
        view,
      )(async (page) => {
        // Only a request from a sandboxed proxied page (an opaque origin: cross-site) gets
        // scripts and stylesheets as such; see proxyAnswer.
        const answer = proxyAnswer(page, view, req.get("sec-fetch-site") === "cross-site");
        // Our pages may not be framed; proxied ones must be, by our pages only (frame-ancestors).
        res.removeHeader("X-Frame-Options");
        res.status(answer.status).set(answer.headers);
        await sendProxyBody(
          answer.body,
          view,
          (chunk) => writeChunk(res, chunk),
          () => signal.aborted,
        );
        res.end();
      });
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      // Inside the frame (a link the visitor followed), a page; for anything else, JSON.
      const dest = req.get("sec-fetch-dest");
      if (error instanceof ProxyRefusal && (dest === "iframe" || dest === "document")) {
        res.removeHeader("X-Frame-Options");
        res.status(error.status).type("html").send(proxyErrorPage(error.message));
        return;
      }
      throw asHttpError(error);
    }
  });

  // A GET form replaces its action's query, so rewritten forms post here with the target hidden.
  router.get("/proxy/form", fetchMetadataGuard, (req, res) => {
    const fields = new URLSearchParams();
    let target = "";
    let proxyId = AUTO_PROXY_ID;
    let blockScripts = false;
    for (const [name, value] of Object.entries(req.query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item !== "string") continue;
        if (name === "__proxy_target") target = item;
        else if (name === "__proxy_id") proxyId = item || AUTO_PROXY_ID;
        else if (name === "__proxy_js") blockScripts = item === "0";
        else fields.append(name, item);
      }
    }
    try {
      const url = checkTargetUrl(target, env.PROXY_ALLOWED_PORTS);
      url.search = fields.toString();
      res.redirect(303, proxiedPath(url.href, proxyId, blockScripts));
    } catch (error) {
      throw asHttpError(error);
    }
  });

  return router;
}
