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
export type TestDatabase = DatabaseHandle & { dataDir: string; databaseUrl?: string; dispose(): Promise<void> };

export async function createTestDatabase(pgliteTemplateDir: string | undefined): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "umbra-test-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, dataDir);

  if (pgliteTemplateDir) await cp(pgliteTemplateDir, dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir, migrationsFolder: paths.migrations });
  return {
    ...handle,
    dataDir,
    async dispose() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(serverUrl: string, dataDir: string): Promise<TestDatabase> {
  const name = `umbra_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ databaseUrl, dataDir, migrationsFolder: paths.migrations });
  return {
    ...handle,
    dataDir,
    databaseUrl,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates a PGlite data folder once, for createTestDatabase to copy. */
export async function createPgliteTemplate(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "umbra-template-"));
  const handle = await openDatabase({ dataDir: dir, migrationsFolder: paths.migrations });
  await handle.close();
  return dir;
}
