import type { RequestHandler, Router } from "express";
import type { Env } from "~/config/env.server";
import { fetchPage } from "~/features/proxy/fetch-page.server";
import { proxyAnswer, proxyErrorPage } from "~/features/proxy/proxy-response.server";
import { AUTO_PROXY_ID } from "~/features/proxy/proxy-types";
import { ProxyRefusal, checkTargetUrl, proxiedPath } from "~/features/proxy/target-url";
import { HttpError } from "../http-errors";
import type { ToolRouteDependencies } from "./tool-route-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

function queryText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function asHttpError(error: unknown): unknown {
  return error instanceof ProxyRefusal ? new HttpError(error.status, error.message) : error;
}

/**
 * The web proxy (spec §7): GET /api/proxy?url=…&proxyId=… fetches a page for the visitor
 * and answers it sandboxed for the frame; /api/proxy/form carries GET forms of proxied
 * pages; /api/proxy/proxies and /api/proxy/stats list the locations and their measured health.
 */
export function createProxyRoutes({ database, env, tools }: ToolRouteDependencies): Router {
  const router = strictRouter();
  const { proxy } = tools;

  router.get("/proxy/proxies", (_req, res) => {
    res.json(proxy.nodes.entries());
  });

  router.get("/proxy/stats", (_req, res) => {
    res.json(proxy.nodes.stats());
  });

  router.get("/proxy", toolRateLimit(database, "proxy", env.PROXY_RATE_LIMIT), async (req, res) => {
    const target = queryText(req.query.url);
    const proxyId = queryText(req.query.proxyId) || AUTO_PROXY_ID;
    try {
      if (!target.trim()) throw new ProxyRefusal(400, "Please enter a URL.");
      checkTargetUrl(target, env.PROXY_ALLOWED_PORTS);
      const node = proxy.nodes.pick(proxyId);
      const page = await proxy.gate.run(() => fetchPage(proxy.fetch, target, node));
      const answer = proxyAnswer(page, proxyId, proxy.frameAncestors);
      // Our pages may not be framed; proxied ones must be, by our pages only (frame-ancestors).
      res.removeHeader("X-Frame-Options");
      res.status(answer.status).set(answer.headers).send(answer.body);
    } catch (error) {
      // Inside the frame (a link the visitor followed), a page; for the page's check, JSON.
      const dest = req.get("sec-fetch-dest");
      if (error instanceof ProxyRefusal && (dest === "iframe" || dest === "document")) {
        const page = proxyErrorPage(error.status, error.message, proxy.frameAncestors);
        res.removeHeader("X-Frame-Options");
        res.status(page.status).set(page.headers).send(page.body);
        return;
      }
      throw asHttpError(error);
    }
  });

  // A GET form replaces its action's query, so rewritten forms post here with the target hidden.
  router.get("/proxy/form", (req, res) => {
    const fields = new URLSearchParams();
    let target = "";
    let proxyId = AUTO_PROXY_ID;
    for (const [name, value] of Object.entries(req.query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item !== "string") continue;
        if (name === "__proxy_target") target = item;
        else if (name === "__proxy_id") proxyId = item || AUTO_PROXY_ID;
        else fields.append(name, item);
      }
    }
    try {
      const url = checkTargetUrl(target, env.PROXY_ALLOWED_PORTS);
      url.search = fields.toString();
      res.redirect(303, proxiedPath(url.href, proxyId));
    } catch (error) {
      throw asHttpError(error);
    }
  });

  return router;
}

/**
 * With PROXY_ORIGIN on a host name of its own, that host answers the proxy and nothing
 * else: no pages, no admin, no other API, so proxied content shares an origin with nothing.
 */
export function proxyOriginGuard(env: Pick<Env, "PROXY_ORIGIN" | "SITE_URL">): RequestHandler {
  const proxyHost = env.PROXY_ORIGIN ? new URL(env.PROXY_ORIGIN).hostname : null;
  const siteHost = env.SITE_URL ? new URL(env.SITE_URL).hostname : null;
  return (req, res, next) => {
    if (!proxyHost || proxyHost === siteHost || req.hostname !== proxyHost) return next();
    if (req.path === "/api/proxy" || req.path === "/api/proxy/form") return next();
    res.status(404).type("text/plain").send("Not Found");
  };
}
