import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server";
import type { Database } from "./database";
import * as schema from "./schema";

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Answers whether the database responds to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database's files; "memory://" keeps it in memory. */
  dataDir: string;
  /** Folder of the committed migrations, applied before the handle is returned. */
  migrationsFolder: string;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { migrate, ...handle } = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  try {
    await migrate(options.migrationsFolder);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

type OpenedDatabase = DatabaseHandle & { migrate(folder: string): Promise<void> };

/** Any fixed number: every instance of this product takes the same lock around its migrations. */
export const MIGRATION_LOCK_KEY = 0x756d6272; // "umbr"

function openPostgres(connectionString: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: "postgres",
    ping: () => ping(db as unknown as Database),
    close: () => pool.end(),
    migrate: (migrationsFolder) => migrateUnderLock(pool, migrationsFolder),
  };
}

/**
 * Applies migrations holding a session-level advisory lock on one connection, so instances
 * starting together take turns: the first applies them, the others then find nothing to do.
 * (Without it both try the same CREATE TABLE and one start fails.) The lock goes with the
 * connection if the process dies.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  const inMemory = dataDir.startsWith("memory://");
  const location = inMemory ? dataDir : resolve(dataDir, "pglite");
  if (!inMemory) await mkdir(location, { recursive: true });
  const release = inMemory ? () => {} : lockDataDir(resolve(dataDir));
  let client: PGlite;
  try {
    client = await PGlite.create(location);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    ping: () => ping(db as unknown as Database),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    // PGlite allows one process per data folder (the lock above), so no migration lock is needed.
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
