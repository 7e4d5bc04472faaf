import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ProxyNodeConfig } from "~/config/proxy-env.server";
import { databaseNodeHealthStore } from "~/features/tools/web-proxy/node-health-store.server";
import { type NodeMeasurement, ProxyNodes } from "~/features/tools/web-proxy/proxy-nodes.server";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";

/** Two instances' ProxyNodes on one database: the health each measures is the health both use. */
describe("shared proxy node health", () => {
  let database: TestDatabase;
  let clock = Date.parse("2026-11-23T10:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(inject("pgliteTemplateDir"));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const node = (id: string): ProxyNodeConfig => ({
    id,
    name: `Node ${id}`,
    country: "Germany",
    city: "Berlin",
    url: `http://${id}.example:3128`,
    protocols: ["http", "https"],
  });
  const nodes = [node("fra"), node("ber")];

  function instance(results: Record<string, NodeMeasurement | Error>) {
    const proxies = new ProxyNodes(
      nodes,
      async (target) => {
        const result = results[target.id];
        if (result instanceof Error || !result) throw result ?? new Error("no answer");
        return result;
      },
      () => (clock += 1000),
    );
    proxies.share(databaseNodeHealthStore(database.db), 0);
    return proxies;
  }

  it("lets every instance's Auto Select pick the node of the latest checks, whoever made them", async () => {
    // A saw fra fast; B checked later and saw fra fail and ber answer.
    const a = instance({
      fra: { latencyMs: 20, speedMbps: 100 },
      ber: { latencyMs: 90, speedMbps: 40 },
    });
    const b = instance({
      fra: new Error("connect ECONNREFUSED"),
      ber: { latencyMs: 80, speedMbps: 50 },
    });
    await a.checkAll();
    expect(a.pick("auto")?.id).toBe("fra");
    await b.checkAll();
    await a.refresh();
    expect(a.pick("auto")?.id).toBe("ber");
    expect(b.pick("auto")?.id).toBe("ber");
    expect(a.stats()).toEqual(b.stats());
    expect(a.stats()).toMatchObject({ nodesOnline: 1, averageLatency: 80, averageSpeed: 50 });
    expect(a.healthOf("fra")).toMatchObject({ ok: false, error: "connect ECONNREFUSED" });
  });

  it("keeps the newer check when an older one is saved late", async () => {
    const store = databaseNodeHealthStore(database.db);
    const newer = Date.parse("2026-11-23T12:00:00Z");
    await store.save("fra", { ok: true, checkedAt: newer, latencyMs: 15, speedMbps: 120 });
    await store.save("fra", { ok: false, checkedAt: newer - 60_000, error: "timeout" });
    expect((await store.load()).get("fra")).toEqual({
      ok: true,
      checkedAt: newer,
      latencyMs: 15,
      speedMbps: 120,
    });
  });
});
