/**
 * The share-link key as several instances see it (decision 023): one key in the database for
 * all of them, and deleting its row (the documented way to invalidate every link) takes
 * effect on every instance, not only after each one restarts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { signingKeys } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createSigningKeyStore } from "./signing-key.server";

const clock = () => new Date("2026-03-01T08:00:00Z");

describe("signing keys", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(inject("pgliteTemplateDir"));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(signingKeys);
  });

  it("gives two instances starting at once the same key", async () => {
    const [a, b] = [
      createSigningKeyStore(database.db, clock),
      createSigningKeyStore(database.db, clock),
    ];
    const [keyA, keyB] = await Promise.all([a.keyFor("share-links"), b.keyFor("share-links")]);
    expect(keyA.equals(keyB)).toBe(true);
    expect(await database.db.$count(signingKeys)).toBe(1);
  });

  it("stops using a deleted key on every instance: all then agree on the new one", async () => {
    const a = createSigningKeyStore(database.db, clock);
    const b = createSigningKeyStore(database.db, clock);
    const old = await a.keyFor("share-links");
    expect((await b.keyFor("share-links")).equals(old)).toBe(true);

    await database.db.delete(signingKeys);

    // Instance B signs first after the deletion, then A verifies what B signed.
    const renewed = await b.keyFor("share-links");
    expect(renewed.equals(old)).toBe(false);
    expect((await a.keyFor("share-links")).equals(renewed)).toBe(true);
  });
});
