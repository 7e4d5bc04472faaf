import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  consumeRateLimit,
  consumeTieredRateLimit,
  pruneRateLimits,
  refundTieredRateLimit,
} from "~/lib/rate-limit/rate-limit.server";
import { rateLimits } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject("pgliteTemplateDir"));
});

afterAll(async () => {
  await database?.dispose();
});

const rule = { scope: "test", limit: 3, windowMs: 60_000 };
const t0 = new Date("2026-01-01T00:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("consumeRateLimit", () => {
  it("allows up to the limit in one window, then refuses with the time left", async () => {
    const decisions = [];
    for (let i = 0; i < 4; i++)
      decisions.push(await consumeRateLimit(database.db, rule, "a", at(i * 1000)));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]?.retryAfterSeconds).toBe(57);
  });

  it("keeps subjects and scopes apart", async () => {
    expect((await consumeRateLimit(database.db, rule, "b", at(0))).remaining).toBe(2);
    expect(
      (await consumeRateLimit(database.db, { ...rule, scope: "other" }, "a", at(0))).remaining,
    ).toBe(2);
  });

  it("starts a new window once the old one has ended", async () => {
    const decision = await consumeRateLimit(database.db, rule, "a", at(60_000));
    expect(decision).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 });
  });

  it("counts concurrent hits exactly once each", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(database.db, rule, "burst", at(0))),
    );
    expect(results.filter((d) => d.allowed)).toHaveLength(3);
  });

  it("counts a weighted hit as that many (the speed test's megabytes)", async () => {
    const volume = { scope: "mb", limit: 60, windowMs: 60_000 };
    const first = await consumeRateLimit(database.db, volume, "w", at(0), 25);
    const second = await consumeRateLimit(database.db, volume, "w", at(1000), 25);
    const third = await consumeRateLimit(database.db, volume, "w", at(2000), 25);
    expect([first.remaining, second.remaining, third.allowed]).toEqual([35, 10, false]);
  });

  it("prunes counters whose window is long over", async () => {
    await pruneRateLimits(database.db, 60_000, at(10 * 60_000));
    const rows = await database.db.select().from(rateLimits);
    expect(rows).toEqual([]);
  });
});

describe("consumeTieredRateLimit", () => {
  const tiered = { scope: "tiered", limit: 2, networkLimit: 5, windowMs: 60_000 };
  const network = "2001:db8:56::/48";
  const client = (i: number) => ({ client: `2001:db8:56:${i}::/64`, network });

  it("lets a network's clients together do the network's limit, then refuses them by network", async () => {
    const decisions = [];
    for (let i = 0; i < 8; i++)
      decisions.push(await consumeTieredRateLimit(database.db, tiered, client(i), at(1000)));
    expect(decisions.map((d) => d.refusedBy ?? "allowed")).toEqual([
      "allowed",
      "allowed",
      "allowed",
      "allowed",
      "allowed",
      "network",
      "network",
      "network",
    ]);
    expect(decisions[4]?.remaining).toBe(0);
    expect(decisions[5]).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    // Another /48, and an IPv4 client (its own network), count apart.
    const other = { client: "2001:db8:57:1::/64", network: "2001:db8:57::/48" };
    expect((await consumeTieredRateLimit(database.db, tiered, other, at(1000))).allowed).toBe(true);
    const v4 = { client: "198.51.100.7", network: "198.51.100.7" };
    const v4Decisions = [];
    for (let i = 0; i < 3; i++)
      v4Decisions.push(await consumeTieredRateLimit(database.db, tiered, v4, at(1000)));
    expect(v4Decisions.map((d) => d.refusedBy ?? "allowed")).toEqual([
      "allowed",
      "allowed",
      "client",
    ]);
    // The next window serves the network again.
    expect((await consumeTieredRateLimit(database.db, tiered, client(9), at(61_000))).allowed).toBe(
      true,
    );
  });

  it("does not count for the network what the client's own limit refused", async () => {
    const greedy = { client: "2001:db8:58:1::/64", network: "2001:db8:58::/48" };
    for (let i = 0; i < 10; i++) await consumeTieredRateLimit(database.db, tiered, greedy, at(0));
    const neighbour = { client: "2001:db8:58:2::/64", network: "2001:db8:58::/48" };
    const decision = await consumeTieredRateLimit(database.db, tiered, neighbour, at(0));
    expect(decision).toMatchObject({ allowed: true, remaining: 1 });
  });

  it("counts an IPv4 client for its network when the network's limit is the tighter", async () => {
    const share = { ...tiered, scope: "share", limit: 5, networkLimit: 2 };
    const v4 = { client: "198.51.100.8", network: "198.51.100.8" };
    const decisions = [];
    for (let i = 0; i < 3; i++)
      decisions.push(await consumeTieredRateLimit(database.db, share, v4, at(0)));
    expect(decisions.map((d) => d.refusedBy ?? "allowed")).toEqual([
      "allowed",
      "allowed",
      "network",
    ]);
  });

  it("gives a refunded hit back to the client and its network", async () => {
    const keys = { client: "2001:db8:59:1::/64", network: "2001:db8:59::/48" };
    await consumeTieredRateLimit(database.db, tiered, keys, at(0));
    await refundTieredRateLimit(database.db, tiered, keys);
    const rows = await database.db.select().from(rateLimits);
    const counts = Object.fromEntries(
      rows.filter((row) => row.key.includes("2001:db8:59")).map((row) => [row.key, row.count]),
    );
    expect(counts).toEqual({
      "tiered:2001:db8:59:1::/64": 0,
      "tiered:network:2001:db8:59::/48": 0,
    });
  });
});
