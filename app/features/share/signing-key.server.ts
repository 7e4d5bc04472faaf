import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { signingKeys } from "~/db/schema";

export type SigningKeyStore = { keyFor(purpose: string): Promise<Buffer> };

/**
 * One random 32-byte secret per purpose, made on first use and kept in the database so every
 * instance signs and verifies alike. It is read on every use (one primary-key read) rather
 * than remembered per process: deleting its row must invalidate every link at once on every
 * instance, and a remembered key kept signing with the deleted secret while other instances
 * made and used a new one, so links made on one instance failed on another.
 */
export function createSigningKeyStore(db: Database, clock: () => Date): SigningKeyStore {
  return {
    async keyFor(purpose) {
      const [stored] = await db
        .select({ secret: signingKeys.secret })
        .from(signingKeys)
        .where(eq(signingKeys.purpose, purpose));
      if (stored) return Buffer.from(stored.secret, "base64");
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
      return Buffer.from(row.secret, "base64");
    },
  };
}
