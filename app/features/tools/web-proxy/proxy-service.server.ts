import type { Env } from "~/config/env.server";
import { type LimitKeys, networkShare } from "~/lib/rate-limit/network-tier";
import { type AddressPolicy, ownAddresses, publicUnicastPolicy } from "./address-policy.server";
import {
  type FetchDependencies,
  PROXY_LIMITS,
  type ProxyLimits,
  fetchPage,
} from "./fetch-page.server";
import { type NodeMeasurement, ProxyNodes } from "./proxy-nodes.server";
import { createDnsResolver } from "./dns-resolver.server";
import { type OwnAddresses, ownAddressLookup } from "./own-addresses.server";
import type { Resolver } from "./resolve-target.server";
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
  /**
   * Shorter time limits, so tests of slow upstreams run in a second, and a smaller page
   * limit (which also bounds a rewritten page's growth), so tests of big pages stay small.
   * Never longer or larger ones.
   */
  limits?: Partial<Pick<ProxyLimits, "firstByteMs" | "rateWindowMs" | "timeoutMs" | "maxBytes">>;
};

/**
 * Caps the proxied requests in flight on this instance, in total, per client (IPv4 address
 * or IPv6 /64), so one client can never take every slot, and per network (IPv4 address or
 * IPv6 /48: at most a quarter of the slots, decision 031), so neither can the hundreds of
 * /64s of one /56 or /48. A client's requests
 * beyond its cap wait in its own short queue (a page's images arrive together), never in
 * front of anybody else's; past the queue or the wait they get 429. A slot is held from
 * the lookup to the last byte sent and given back the moment the task settles; a request
 * whose visitor hung up leaves the queue at once.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly clients = new Map<string, { running: number; waiting: (() => void)[] }>();
  /** Slots each network holds. */
  private readonly networks = new Map<string, number>();
  /** The most slots one network may hold. */
  readonly networkLimit: number;
  constructor(
    readonly limit: number,
    readonly clientLimit: number,
    readonly queue = { length: 24, waitMs: 10_000 },
    /**
     * A backstop: whatever a task still waits on after this long (fetching takes at most
     * 15 s; sending a 10 MB page to a slow phone can take a minute), its slot comes back, so
     * a task that never settles, by a bug not yet found, cannot take the proxy from everyone.
     */
    readonly taskMaxMs = 180_000,
  ) {
    this.networkLimit = networkShare(limit, clientLimit);
  }

  get inFlight(): number {
    return this.active;
  }

  private async slot(key: string, signal?: AbortSignal) {
    let client = this.clients.get(key);
    if (!client) this.clients.set(key, (client = { running: 0, waiting: [] }));
    if (client.running < this.clientLimit) {
      client.running++;
      return client;
    }
    if (client.waiting.length >= this.queue.length) throw this.clientRefusal();
    const entry = client;
    await new Promise<void>((resolve, reject) => {
      const leave = (error: ProxyRefusal) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", gone);
        entry.waiting = entry.waiting.filter((next) => next !== wake);
        reject(error);
      };
      const wake = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", gone);
        resolve();
      };
      const gone = () => leave(new ProxyRefusal(499, "The visitor closed the request."));
      const timer = setTimeout(() => leave(this.clientRefusal()), this.queue.waitMs);
      signal?.addEventListener("abort", gone);
      entry.waiting.push(wake);
    });
    // Woken by release(): the finished request's slot passed to this one as it was.
    return entry;
  }

  private clientRefusal() {
    return new ProxyRefusal(
      429,
      `You already have ${this.clientLimit} pages loading through the proxy. Please wait for them to finish.`,
    );
  }

  async run<T>(keys: LimitKeys, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const client = await this.slot(keys.client, signal);
    if (this.active >= this.limit) {
      this.release(keys.client, client);
      throw new ProxyRefusal(503, "The proxy is busy right now. Please try again in a moment.");
    }
    const held = this.networks.get(keys.network) ?? 0;
    if (held >= this.networkLimit) {
      this.release(keys.client, client);
      throw new ProxyRefusal(
        429,
        "Too many pages are loading through the proxy from your network. Please try again in a moment.",
      );
    }
    this.active++;
    this.networks.set(keys.network, held + 1);
    let released = false;
    const giveBack = () => {
      if (released) return;
      released = true;
      this.active--;
      const left = (this.networks.get(keys.network) ?? 1) - 1;
      if (left > 0) this.networks.set(keys.network, left);
      else this.networks.delete(keys.network);
      this.release(keys.client, client);
    };
    const backstop = setTimeout(giveBack, this.taskMaxMs);
    try {
      return await task();
    } finally {
      clearTimeout(backstop);
      giveBack();
    }
  }

  /** Passes the client's slot to its next waiting request, or frees it. */
  private release(key: string, client: { running: number; waiting: (() => void)[] }) {
    const next = client.waiting.shift();
    if (next) return next();
    client.running--;
    if (client.running === 0 && client.waiting.length === 0) this.clients.delete(key);
  }
}

export type ProxyService = {
  fetch: FetchDependencies;
  nodes: ProxyNodes;
  gate: ConcurrencyGate;
  ownAddresses: OwnAddresses;
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
  const resolve = options.resolve ?? createDnsResolver();
  const own = ownAddressLookup(
    [env.SITE_URL, env.PROXY_ORIGIN].flatMap((origin) =>
      origin ? [new URL(origin).hostname] : [],
    ),
    env.PROXY_OWN_ADDRESSES,
    resolve,
  );
  const limits = options.limits ? clampLimits(options.limits) : undefined;
  const fetch: FetchDependencies = {
    resolve,
    policy: options.policy ?? publicUnicastPolicy(ownAddresses([env.HOST])),
    transport: options.transport ?? nodeTransport,
    extraPorts: env.PROXY_ALLOWED_PORTS,
    ownHosts: [env.SITE_URL, env.PROXY_ORIGIN].flatMap((origin) =>
      origin ? [new URL(origin).hostname.toLowerCase()] : [],
    ),
    ownAddresses: own.current,
    limits,
  };
  const nodes = new ProxyNodes(env.PROXY_NODES, async (node) => {
    const page = await fetchPage(fetch, env.PROXY_HEALTH_URL, node);
    if (page.status < 200 || page.status >= 300)
      throw new Error(`health check answered ${page.status}`);
    return measureFrom(page);
  });
  const frameAncestors = env.SITE_URL ? [new URL(env.SITE_URL).origin] : [];
  const gate = new ConcurrencyGate(env.PROXY_MAX_CONCURRENT, env.PROXY_MAX_PER_CLIENT);
  return { fetch, nodes, gate, ownAddresses: own, frameAncestors };
}

/** Injected limits may only be shorter than production's: no option loosens them. */
function clampLimits(limits: NonNullable<ProxyNetworkOptions["limits"]>): Partial<ProxyLimits> {
  const clamped: Partial<ProxyLimits> = {};
  for (const key of ["firstByteMs", "rateWindowMs", "timeoutMs", "maxBytes"] as const) {
    const value = limits[key];
    if (value !== undefined) clamped[key] = Math.min(value, PROXY_LIMITS[key]);
  }
  return clamped;
}
