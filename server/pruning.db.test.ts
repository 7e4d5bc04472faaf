import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { startRateLimitPruning } from "./pruning";

const logger = pino({ level: "silent" });
const HOUR = 60 * 60_000;

describe("rate-limit pruning", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(inject("pgliteTemplateDir"));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("deletes counters older than the retention at start, on its own timer (no scheduler)", async () => {
    const now = new Date("2026-03-01T08:00:00Z");
    await database.db.insert(rateLimits).values([
      { key: "tools:203.0.113.1", windowStart: new Date(now.getTime() - 3 * HOUR), count: 3 },
      { key: "tools:203.0.113.2", windowStart: new Date(now.getTime() - 30 * 60_000), count: 1 },
    ]);
    const stop = startRateLimitPruning(database.db, HOUR, () => now, logger);
    try {
      await expect
        .poll(async () => (await database.db.select().from(rateLimits)).map((row) => row.key))
        .toEqual(["tools:203.0.113.2"]);
    } finally {
      stop();
    }
  });
});
