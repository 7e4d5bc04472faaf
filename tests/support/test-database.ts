import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { paths } from "../../server/paths";

/**
 * A fresh, migrated database for one test suite. On PGlite (the default) it is a copy of
 * a data folder migrated once by the global setup, which is much faster than migrating
 * anew; with TEST_DATABASE_URL set it is a new database on that PostgreSQL server.
 */
export type TestDatabase = DatabaseHandle & {
  dataDir: string;
  databaseUrl?: string;
  /**
   * Closes this handle (if still open) and opens the same storage again, as a restarted
   * server would; the returned database replaces this one (dispose that one).
   */
  reopen(): Promise<TestDatabase>;
  dispose(): Promise<void>;
};

export async function createTestDatabase(
  pgliteTemplateDir: string | undefined,
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "umbra-test-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, dataDir);

  if (pgliteTemplateDir) await cp(pgliteTemplateDir, dataDir, { recursive: true });
  return openTestDatabase({ dataDir }, async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** Wraps a handle on `storage` so it can be reopened and finally cleaned up by `cleanup`. */
async function openTestDatabase(
  storage: { dataDir: string; databaseUrl?: string },
  cleanup: () => Promise<void>,
): Promise<TestDatabase> {
  const handle = await openDatabase({ ...storage, migrationsFolder: paths.migrations });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    ...handle,
    ...storage,
    close,
    async reopen() {
      await close();
      return openTestDatabase(storage, cleanup);
    },
    async dispose() {
      await close();
      await cleanup();
    },
  };
}

/**
 * A second handle (its own pool) on the same PostgreSQL database, as a second server would
 * have. PGlite is one process's: there is none to open beside the first.
 */
export async function openSecondHandle(database: TestDatabase): Promise<DatabaseHandle> {
  if (!database.databaseUrl) throw new Error("a second handle needs PostgreSQL");
  return openDatabase({
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    migrationsFolder: paths.migrations,
  });
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`; `drop()` deletes it once
 * its connections are gone.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `umbra_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // A closed pool's sockets may take a moment to go; dropping WITH (FORCE) at once would
      // kill them mid-goodbye and surface as an uncaught error in the test that owned them.
      for (let attempt = 0; ; attempt++) {
        try {
          await cleanup.query(
            `DROP DATABASE IF EXISTS ${name}${attempt < 50 ? "" : " WITH (FORCE)"}`,
          );
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await cleanup.end();
    },
  };
}

async function createPostgresDatabase(serverUrl: string, dataDir: string): Promise<TestDatabase> {
  const database = await createEmptyPostgresDatabase(serverUrl);
  return openTestDatabase({ dataDir, databaseUrl: database.url }, async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** Migrates a PGlite data folder once, for createTestDatabase to copy. */
export async function createPgliteTemplate(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "umbra-template-"));
  const handle = await openDatabase({ dataDir: dir, migrationsFolder: paths.migrations });
  await handle.close();
  return dir;
}
