import { describe, expect, it } from "vitest";
import type { ProxyNodeConfig } from "~/config/proxy-env.server";
import { type NodeMeasurement, ProxyNodes } from "./proxy-nodes.server";
import { ProxyRefusal } from "./target-url";

const node = (id: string, country: string): ProxyNodeConfig => ({
  id,
  name: `Node ${id}`,
  country,
  city: `${country} City`,
  url: `http://${id}.example:3128`,
  protocols: ["http", "https"],
});

const nodes = [
  node("sg", "Singapore"),
  node("de", "Germany"),
  node("de2", "Germany"),
  node("us", "United States"),
];

function fleet(results: Record<string, NodeMeasurement | Error>) {
  let clock = Date.parse("2026-11-22T10:00:00Z");
  return new ProxyNodes(
    nodes,
    async (target) => {
      const result = results[target.id];
      if (result instanceof Error || !result) throw result ?? new Error("no answer");
      return result;
    },
    () => (clock += 1000),
  );
}

describe("ProxyNodes", () => {
  it("reports nothing measured before the first round", () => {
    expect(fleet({}).stats()).toEqual({
      countriesCount: 0,
      averageSpeed: null,
      averageLatency: null,
      lastUpdated: null,
      nodesConfigured: 4,
      nodesOnline: 0,
    });
  });

  it("computes the stats from the nodes that passed their health check", async () => {
    const proxies = fleet({
      sg: { latencyMs: 40, speedMbps: 90 },
      de: { latencyMs: 120, speedMbps: 30.25 },
      de2: { latencyMs: 110, speedMbps: 50 },
      us: new Error("connect ECONNREFUSED"),
    });
    await proxies.checkAll();
    expect(proxies.stats()).toEqual({
      countriesCount: 2,
      averageSpeed: 56.8,
      averageLatency: 90,
      lastUpdated: "2026-11-22T10:00:05.000Z",
      nodesConfigured: 4,
      nodesOnline: 3,
    });
    const entries = proxies.entries();
    expect(entries[0]).toMatchObject({ id: "auto", name: "Auto Select" });
    expect(entries.find((entry) => entry.id === "us")?.details).toMatchObject({
      online: false,
      latency: null,
    });
    expect(entries.find((entry) => entry.id === "sg")?.details).toMatchObject({
      country: "Singapore",
      latency: 40,
      speed: 90,
      online: true,
    });
  });

  it("auto picks the healthy node with the lowest latency, and refuses unknown ids", async () => {
    const proxies = fleet({
      sg: new Error("down"),
      de: { latencyMs: 120, speedMbps: 30 },
      de2: { latencyMs: 60, speedMbps: 20 },
      us: { latencyMs: 90, speedMbps: 80 },
    });
    await proxies.checkAll();
    expect(proxies.pick("auto")?.id).toBe("de2");
    expect(proxies.pick("sg")?.id).toBe("sg");
    expect(() => proxies.pick("nowhere")).toThrow(ProxyRefusal);
  });

  it("answers 503 for auto when every node failed its check", async () => {
    const proxies = fleet({});
    await proxies.checkAll();
    expect(() => proxies.pick("auto")).toThrow("No proxy location is reachable right now.");
  });

  it("uses our own egress for auto when no node is configured, and says so in the stats", () => {
    const direct = new ProxyNodes([], async () => ({ latencyMs: 1, speedMbps: 1 }));
    expect(direct.pick("auto")).toBeNull();
    expect(direct.stats()).toMatchObject({
      countriesCount: 0,
      averageSpeed: null,
      nodesConfigured: 0,
    });
    expect(direct.entries()).toHaveLength(1);
  });
});
