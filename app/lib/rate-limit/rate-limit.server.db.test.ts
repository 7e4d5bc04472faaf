import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { consumeRateLimit, pruneRateLimits } from "~/lib/rate-limit/rate-limit.server";
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
