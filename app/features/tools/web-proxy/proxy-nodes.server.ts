import type { ProxyNodeConfig } from "~/config/proxy-env.server";
import { AUTO_PROXY_ID, type ProxyEntry, type ProxyStats } from "./proxy-types";
import type { NodeHealth, NodeHealthStore } from "./node-health-store.server";
import { ProxyRefusal } from "./target-url";

export type NodeMeasurement = { latencyMs: number; speedMbps: number };

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/**
 * The configured proxy locations and their health: each round of checks downloads a test
 * file through every node and records the time to first byte and the throughput. Auto
 * Select and the stats read those measurements; nothing is estimated.
 */
export class ProxyNodes {
  private readonly health = new Map<string, NodeHealth>();
  private lastRound: number | null = null;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private refreshTimer: ReturnType<typeof setInterval> | null = null;
  private store: NodeHealthStore | null = null;
  private refreshEveryMs = 0;

  constructor(
    readonly nodes: readonly ProxyNodeConfig[],
    private readonly measure: (node: ProxyNodeConfig) => Promise<NodeMeasurement>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Keeps health in `store`, shared with the other instances: checks are saved there, and
   * the health every instance uses is re-read after each round and every `refreshMs`.
   */
  share(store: NodeHealthStore, refreshMs: number): void {
    this.store = store;
    this.refreshEveryMs = refreshMs;
  }

  /** One round of checks over all nodes, in parallel; a round already under way is awaited. */
  checkAll(): Promise<void> {
    this.running ??= (async () => {
      await Promise.all(
        this.nodes.map(async (node) => {
          let health: NodeHealth;
          try {
            const result = await this.measure(node);
            health = { ok: true, checkedAt: this.now(), ...result };
          } catch (error) {
            health = {
              ok: false,
              checkedAt: this.now(),
              error: error instanceof Error ? error.message : String(error),
            };
          }
          this.health.set(node.id, health);
          await this.store?.save(node.id, health);
        }),
      );
      this.lastRound = this.now();
      await this.refresh();
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Takes the shared health (the latest check of each node, by any instance). */
  async refresh(): Promise<void> {
    if (!this.store) return;
    const shared = await this.store.load();
    // "Last updated" is then the latest stored check, the same on every instance.
    let latest: number | null = null;
    for (const node of this.nodes) {
      const health = shared.get(node.id);
      if (!health) continue;
      this.health.set(node.id, health);
      latest = Math.max(latest ?? 0, health.checkedAt);
    }
    if (latest !== null) this.lastRound = latest;
  }

  /** Checks now and then every `intervalMs`; no timer when there are no nodes. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    if (this.nodes.length === 0 || this.timer) return;
    // A new instance uses the others' checks until its own first round is done.
    if (this.store) void this.refresh().catch(onError);
    const round = () => void this.checkAll().catch(onError);
    round();
    this.timer = setInterval(round, intervalMs);
    this.timer.unref();
    if (this.store && this.refreshEveryMs > 0) {
      this.refreshTimer = setInterval(
        () => void this.refresh().catch(onError),
        this.refreshEveryMs,
      );
      this.refreshTimer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.timer = this.refreshTimer = null;
    await this.running;
  }

  healthOf(id: string): NodeHealth | undefined {
    return this.health.get(id);
  }

  /**
   * The node for a request: a named one, or for Auto Select the healthy node with the
   * lowest latency (null = our own egress, when no node is configured).
   */
  pick(proxyId: string): ProxyNodeConfig | null {
    if (proxyId !== AUTO_PROXY_ID) {
      const node = this.nodes.find((candidate) => candidate.id === proxyId);
      if (!node) throw new ProxyRefusal(400, "Unknown proxy location.");
      return node;
    }
    if (this.nodes.length === 0) return null;
    const ranked = this.nodes
      .map((node) => ({ node, health: this.health.get(node.id) }))
      .filter(({ health }) => health === undefined || health.ok)
      .sort((a, b) => latencyOf(a.health) - latencyOf(b.health));
    if (!ranked[0]) {
      throw new ProxyRefusal(
        503,
        "No proxy location is reachable right now. Please try again shortly.",
      );
    }
    return ranked[0].node;
  }

  entries(): ProxyEntry[] {
    const stats = this.stats();
    const auto: ProxyEntry = {
      id: AUTO_PROXY_ID,
      name: "Auto Select",
      details: {
        country: null,
        city: null,
        speed: stats.averageSpeed,
        latency: stats.averageLatency,
        protocols: ["http", "https"],
        online: this.nodes.length === 0 ? true : stats.nodesOnline > 0,
      },
    };
    return [
      auto,
      ...this.nodes.map((node) => {
        const health = this.health.get(node.id);
        return {
          id: node.id,
          name: node.name,
          details: {
            country: node.country,
            city: node.city,
            speed: health?.ok ? round(health.speedMbps, 1) : null,
            latency: health?.ok ? Math.round(health.latencyMs) : null,
            protocols: [...node.protocols],
            online: health ? health.ok : null,
          },
        };
      }),
    ];
  }

  stats(): ProxyStats {
    const online = this.nodes.filter((node) => this.health.get(node.id)?.ok);
    const measured = online.map((node) => this.health.get(node.id) as NodeHealth & { ok: true });
    const speed = mean(measured.map((health) => health.speedMbps));
    const latency = mean(measured.map((health) => health.latencyMs));
    return {
      countriesCount: new Set(online.map((node) => node.country)).size,
      averageSpeed: speed === null ? null : round(speed, 1),
      averageLatency: latency === null ? null : Math.round(latency),
      lastUpdated: this.lastRound === null ? null : new Date(this.lastRound).toISOString(),
      nodesConfigured: this.nodes.length,
      nodesOnline: online.length,
    };
  }
}

function latencyOf(health: NodeHealth | undefined): number {
  return health?.ok ? health.latencyMs : Number.MAX_SAFE_INTEGER;
}
