import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { beginLoginAttempt, loginRules, refundLoginAttempt } from "./login-throttle.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(inject("pgliteTemplateDir"));
});

afterAll(async () => {
  await database?.dispose();
});

const now = new Date("2026-04-02T10:00:00Z");

describe("failed sign-ins per network", () => {
  it("lets the /64s of one /48 together fail the network tier, then refuses them; others still try", async () => {
    const { networkLimit } = loginRules.address;
    expect(networkLimit).toBe(160);
    const allowed = [];
    // Each from a fresh /64 with a fresh username: only the network tier can refuse them.
    for (let i = 0; i <= networkLimit; i++) {
      const attempt = await beginLoginAttempt(
        database.db,
        `2001:db8:4800:${i.toString(16)}::1`,
        `guess-${i}`,
        now,
      );
      allowed.push(attempt.allowed);
    }
    expect(allowed.filter(Boolean)).toHaveLength(networkLimit);
    expect(allowed.at(-1)).toBe(false);
    const other = await beginLoginAttempt(database.db, "2001:db8:4801::1", "guess-other", now);
    expect(other.allowed).toBe(true);
    const v4 = await beginLoginAttempt(database.db, "198.51.100.7", "guess-v4", now);
    expect(v4.allowed).toBe(true);
  });

  it("gives the network its place back when an attempt is refunded (a success)", async () => {
    const from = (i: number) => `2001:db8:4900:${i.toString(16)}::1`;
    for (let i = 0; i < loginRules.address.networkLimit; i++)
      await beginLoginAttempt(database.db, from(i), `name-${i}`, now);
    await refundLoginAttempt(database.db, from(0), "name-0", { knownAddress: false });
    expect((await beginLoginAttempt(database.db, from(999), "name-y", now)).allowed).toBe(true);
    expect((await beginLoginAttempt(database.db, from(998), "name-z", now)).allowed).toBe(false);
  });
});
