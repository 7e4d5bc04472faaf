import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDnsLeakStore, type DnsLeakStore } from "~/features/tools/dns-leak/leak-store.server";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";

/** The DNS leak records in the database, as two instances sharing it see them. */
describe("the DNS leak store", () => {
  let database: TestDatabase;
  let now = Date.UTC(2026, 0, 1);
  let counter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(inject("pgliteTemplateDir"));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const store = (options: { maxTests?: number; maxResolversPerTest?: number } = {}) =>
    createDnsLeakStore({
      db: database.db,
      now: () => now,
      newId: () => `test${String(counter++).padStart(16, "0")}`,
      batchDelayMs: 1,
      ...options,
    });

  /** A new test, which must be granted. */
  const created = async (leakStore: DnsLeakStore) => {
    const test = await leakStore.create();
    expect(test).toBeDefined();
    return test!;
  };

  const count = async (table: "dns_leak_tests" | "dns_leak_resolvers") => {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it("shows a resolver recorded by one instance to another, counting repeat queries", async () => {
    const a = store();
    const b = store();
    const test = await created(a);
    expect(test.expiresAt - test.createdAt).toBe(10 * 60_000);
    await Promise.all([b.record(test.id, "192.0.2.1"), b.record(test.id, "192.0.2.1")]);
    await a.record(test.id, "192.0.2.1");
    await b.record(test.id, "2001:db8::1");
    const seen = await a.get(test.id);
    expect(seen?.resolvers.map((r) => [r.ip, r.queries])).toEqual([
      ["192.0.2.1", 3],
      ["2001:db8::1", 1],
    ]);
    expect(await b.get(test.id)).toEqual(seen);
  });

  it("stores nothing for ids it never handed out", async () => {
    const before = await count("dns_leak_resolvers");
    const a = store();
    expect(await a.get("never-issued-000000")).toBeUndefined();
    await a.record("never-issued-000000", "192.0.2.1");
    expect(await count("dns_leak_resolvers")).toBe(before);
  });

  it("forgets a test ten minutes after creating it, and ignores late lookups", async () => {
    const a = store();
    const test = await created(a);
    now += 10 * 60_000 - 1;
    expect(await a.get(test.id)).toBeDefined();
    now += 1;
    expect(await a.get(test.id)).toBeUndefined();
    await a.record(test.id, "192.0.2.7");
    now -= 1;
    expect((await a.get(test.id))?.resolvers).toEqual([]);
    now += 1;
  });

  it("keeps at most maxResolversPerTest per test, even from two instances at once", async () => {
    const a = store({ maxResolversPerTest: 3 });
    const b = store({ maxResolversPerTest: 3 });
    const test = await created(a);
    await Promise.all([
      a.record(test.id, "192.0.2.1"),
      a.record(test.id, "192.0.2.2"),
      b.record(test.id, "192.0.2.3"),
    ]);
    await Promise.all([a.record(test.id, "192.0.2.4"), b.record(test.id, "192.0.2.5")]);
    await a.record(test.id, "192.0.2.1");
    const resolvers = (await b.get(test.id))?.resolvers ?? [];
    expect(resolvers).toHaveLength(3);
    expect(resolvers.find((r) => r.ip === "192.0.2.1")?.queries).toBe(2);
  });

  it("prunes expired tests with their resolvers", async () => {
    const a = store();
    const old = await created(a);
    await a.record(old.id, "192.0.2.1");
    now += 11 * 60_000;
    const fresh = await created(a);
    expect(await a.prune()).toBeGreaterThanOrEqual(1);
    expect(await a.get(fresh.id)).toBeDefined();
    const orphans = await database.db.execute(
      sql`select count(*)::int as n from dns_leak_resolvers where test_id = ${old.id}`,
    );
    expect((orphans as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("refuses a new test while maxTests are running, and never deletes a running one to make room", async () => {
    now += 20 * 60_000;
    await store().prune();
    const a = store({ maxTests: 3 });
    const running = [await created(a), await created(a)];
    // Another instance's view of the same table: the cap is on the tests, not per instance.
    running.push(await created(store({ maxTests: 3 })));
    expect(await a.create()).toBeUndefined();
    await a.prune();
    for (const test of running) expect(await a.get(test.id)).toBeDefined();
    // Once one has expired, a new one may start.
    now += 10 * 60_000;
    expect(await a.create()).toBeDefined();
  });
});
