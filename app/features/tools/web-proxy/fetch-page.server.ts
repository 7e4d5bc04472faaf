import type { IncomingHttpHeaders } from "node:http";
import type { ProxyNodeConfig } from "~/config/proxy-env.server";
import type { AddressPolicy } from "./address-policy.server";
import { readBody } from "./read-body.server";
import { type Resolver, resolveChecked } from "./resolve-target.server";
import { ProxyRefusal, bareHost, checkTargetUrl } from "./target-url";
import type { Transport } from "./transport.server";

export type ProxyLimits = {
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** From sending a request to its response head (each hop). */
  firstByteMs: number;
  /** The body must keep coming at this rate, judged over each `rateWindowMs`. */
  minBytesPerSecond: number;
  rateWindowMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export const PROXY_LIMITS: Readonly<ProxyLimits> = {
  timeoutMs: 15_000,
  firstByteMs: 8_000,
  minBytesPerSecond: 2_048,
  rateWindowMs: 5_000,
  maxBytes: 10_000_000,
  maxRedirects: 5,
};

/** The only headers a target ever sees from us: nothing of the visitor's. */
export const UPSTREAM_HEADERS: Readonly<Record<string, string>> = {
  "User-Agent": "Mozilla/5.0 (compatible; UmbraWebProxy/1.0)",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "Accept-Language": "en-US,en;q=0.8",
  // Not deflate: servers disagree on what it means (zlib-wrapped, as the standard says, or
  // raw, as old IIS sent it), and a site offered gzip and br picks one of those instead.
  "Accept-Encoding": "gzip, br",
};

export type FetchDependencies = {
  resolve: Resolver;
  policy: AddressPolicy;
  transport: Transport;
  extraPorts: readonly number[];
  /**
   * Our own host names (SITE_URL, PROXY_ORIGIN): never fetched, whatever they resolve to, so
   * the proxy cannot be turned on our own site (whose answers may trust the server's address).
   */
  ownHosts?: readonly string[];
  /**
   * The server's own public addresses (SITE_URL's, and PROXY_OWN_ADDRESSES): refused
   * whatever the address policy says, so a test policy cannot skip this check either.
   */
  ownAddresses?: () => Promise<ReadonlySet<string>>;
  limits?: Partial<ProxyLimits>;
};

export type FetchedPage = {
  /** The final URL, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  timing: { startedAt: number; headersAt: number; endedAt: number };
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches `target` for a visitor: checks the URL, resolves and checks every address,
 * connects only to the checked one, follows at most 5 redirects (each hop checked the same
 * way), and stops at 15 s or 10 MB. Refusals throw ProxyRefusal before any connection.
 */
export async function fetchPage(
  deps: FetchDependencies,
  target: string,
  node: ProxyNodeConfig | null,
  /** Aborted when the visitor hangs up: the lookup and the upstream request stop at once. */
  visitor?: AbortSignal,
): Promise<FetchedPage> {
  const limits = { ...PROXY_LIMITS, ...deps.limits };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort("total"), limits.timeoutMs);
  const onVisitorGone = () => controller.abort("visitor");
  visitor?.addEventListener("abort", onVisitorGone);
  if (visitor?.aborted) onVisitorGone();
  const startedAt = performance.now();
  try {
    let url = checkTargetUrl(target, deps.extraPorts);
    for (let hop = 0; ; hop++) {
      if (node && !node.protocols.includes(url.protocol === "https:" ? "https" : "http")) {
        throw new ProxyRefusal(
          400,
          `This location does not carry ${url.protocol.slice(0, -1)} pages.`,
        );
      }
      if (deps.ownHosts?.includes(bareHost(url).toLowerCase())) {
        throw new ProxyRefusal(403, "This site cannot be opened through its own proxy.");
      }
      const own = (await deps.ownAddresses?.()) ?? new Set<string>();
      const address = await resolveChecked(
        bareHost(url),
        deps.resolve,
        deps.policy,
        own,
        controller.signal,
      );
      if (controller.signal.aborted) throw new Error("aborted");
      const firstByte = setTimeout(() => controller.abort("first-byte"), limits.firstByteMs);
      const response = await deps
        .transport({
          url,
          address,
          node,
          headers: { ...UPSTREAM_HEADERS },
          signal: controller.signal,
        })
        .finally(() => clearTimeout(firstByte));
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        response.destroy();
        if (hop >= limits.maxRedirects) {
          throw new ProxyRefusal(
            502,
            `The site redirected more than ${limits.maxRedirects} times.`,
          );
        }
        let next: string;
        try {
          next = new URL(location, url).href;
        } catch {
          throw new ProxyRefusal(502, "The site redirected to an invalid address.");
        }
        url = checkTargetUrl(next, deps.extraPorts);
        continue;
      }
      // Only a final answer a browser can be given: Node's parser takes any three digits.
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 599) {
        response.destroy();
        throw new ProxyRefusal(502, "The site answered with an invalid status.");
      }
      const headersAt = performance.now();
      const body = await readBody(response, limits, controller.signal, () =>
        controller.abort("too-slow"),
      );
      return {
        url,
        status,
        headers: response.headers,
        body,
        timing: { startedAt, headersAt, endedAt: performance.now() },
      };
    }
  } catch (error) {
    if (error instanceof ProxyRefusal) throw error;
    if (controller.signal.aborted) throw abortRefusal(controller.signal.reason, limits);
    throw new ProxyRefusal(502, "Could not connect to the site.");
  } finally {
    clearTimeout(timer);
    visitor?.removeEventListener("abort", onVisitorGone);
  }
}

function abortRefusal(reason: unknown, limits: ProxyLimits): ProxyRefusal {
  if (reason === "first-byte") {
    return new ProxyRefusal(
      504,
      `The site did not start answering within ${limits.firstByteMs / 1000} seconds.`,
    );
  }
  if (reason === "too-slow") {
    return new ProxyRefusal(
      504,
      `The site sent its page too slowly (under ${limits.minBytesPerSecond / 1000} kB a second).`,
    );
  }
  // 499 (nginx's "client closed request"): nobody reads it, but the log says what happened.
  if (reason === "visitor") return new ProxyRefusal(499, "The visitor closed the request.");
  return new ProxyRefusal(
    504,
    `The site did not answer within ${limits.timeoutMs / 1000} seconds.`,
  );
}
