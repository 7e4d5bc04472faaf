import type { Env } from "~/config/env.server";
import { type AddressPolicy, ownAddresses, publicUnicastPolicy } from "./address-policy.server";
import { type FetchDependencies, fetchPage } from "./fetch-page.server";
import { type NodeMeasurement, ProxyNodes } from "./proxy-nodes.server";
import { type Resolver, systemResolver } from "./resolve-target.server";
import { ProxyRefusal } from "./target-url";
import { type Transport, nodeTransport } from "./transport.server";

/**
 * The network the proxy uses. Production takes the defaults; tests inject a policy that
 * admits their loopback servers, a stub resolver, or a spy transport. There is no setting
 * for any of this, so production cannot be configured into reaching private space.
 */
export type ProxyNetworkOptions = {
  policy?: AddressPolicy;
  resolve?: Resolver;
  transport?: Transport;
};

/** Caps the proxied requests in flight on this instance. */
export class ConcurrencyGate {
  private active = 0;
  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      throw new ProxyRefusal(503, "The proxy is busy right now. Please try again in a moment.");
    }
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
    }
  }
}

export type ProxyService = {
  fetch: FetchDependencies;
  nodes: ProxyNodes;
  gate: ConcurrencyGate;
  /** Origins allowed to frame proxied pages, beside the proxy's own. */
  frameAncestors: string[];
};

export function measureFrom(page: {
  body: Buffer;
  timing: { startedAt: number; headersAt: number; endedAt: number };
}): NodeMeasurement {
  const { startedAt, headersAt, endedAt } = page.timing;
  const seconds = Math.max(endedAt - startedAt, 1) / 1000;
  return {
    latencyMs: headersAt - startedAt,
    speedMbps: (page.body.length * 8) / seconds / 1_000_000,
  };
}

export function createProxyService(env: Env, options: ProxyNetworkOptions = {}): ProxyService {
  const fetch: FetchDependencies = {
    resolve: options.resolve ?? systemResolver,
    policy: options.policy ?? publicUnicastPolicy(ownAddresses([env.HOST])),
    transport: options.transport ?? nodeTransport,
    extraPorts: env.PROXY_ALLOWED_PORTS,
    ownHosts: [env.SITE_URL, env.PROXY_ORIGIN].flatMap((origin) =>
      origin ? [new URL(origin).hostname.toLowerCase()] : [],
    ),
  };
  const nodes = new ProxyNodes(env.PROXY_NODES, async (node) => {
    const page = await fetchPage(fetch, env.PROXY_HEALTH_URL, node);
    if (page.status < 200 || page.status >= 300)
      throw new Error(`health check answered ${page.status}`);
    return measureFrom(page);
  });
  const frameAncestors = env.SITE_URL ? [new URL(env.SITE_URL).origin] : [];
  return { fetch, nodes, gate: new ConcurrencyGate(env.PROXY_MAX_CONCURRENT), frameAncestors };
}
