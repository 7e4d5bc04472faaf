/**
 * The first admin, made at start when no account exists: instances starting together on an
 * empty database make one account between them, even when their settings name different
 * usernames (a rolling change of ADMIN_USERNAME, one instance without it).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminUsers } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { ensureFirstAdmin } from "./bootstrap.server";

const logger = { info() {}, warn() {} };

describe("first admin", () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(inject("pgliteTemplateDir"));
    dataDir = await mkdtemp(join(tmpdir(), "umbra-bootstrap-"));
  });
  afterAll(async () => {
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("makes one account when instances with different usernames start at once", async () => {
    const password = "a long enough first password";
    await Promise.all([
      ensureFirstAdmin(
        database.db,
        { ADMIN_USERNAME: "alice", ADMIN_PASSWORD: password, DATA_DIR: dataDir },
        logger,
      ),
      ensureFirstAdmin(
        database.db,
        { ADMIN_USERNAME: "bob", ADMIN_PASSWORD: password, DATA_DIR: dataDir },
        logger,
      ),
      ensureFirstAdmin(
        database.db,
        { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined, DATA_DIR: dataDir },
        logger,
      ),
    ]);
    expect(await database.db.$count(adminUsers)).toBe(1);
  });
});
