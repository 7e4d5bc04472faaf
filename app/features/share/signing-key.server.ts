import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { signingKeys } from "~/db/schema";

export type SigningKeyStore = { keyFor(purpose: string): Promise<Buffer> };

/**
 * One random 32-byte secret per purpose, made on first use and kept in the database so every
 * instance signs and verifies alike; each process remembers the keys it has read.
 */
export function createSigningKeyStore(db: Database, clock: () => Date): SigningKeyStore {
  const cache = new Map<string, Buffer>();
  return {
    async keyFor(purpose) {
      const cached = cache.get(purpose);
      if (cached) return cached;
      // One statement for create-or-read: concurrent first requests agree on one key.
      const [row] = await db
        .insert(signingKeys)
        .values({ purpose, secret: randomBytes(32).toString("base64"), createdAt: clock() })
        .onConflictDoUpdate({
          target: signingKeys.purpose,
          set: { secret: sql`${signingKeys.secret}` },
        })
        .returning({ secret: signingKeys.secret });
      if (!row) throw new Error("Signing key upsert returned no row");
      const key = Buffer.from(row.secret, "base64");
      cache.set(purpose, key);
      return key;
    },
  };
}
