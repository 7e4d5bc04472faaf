import { asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/database";
import { adminSessions, adminUsers } from "~/db/schema";
import { hashPassword } from "./password.server";

/** Usernames are case-insensitive: stored and compared lower-case. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(1, "Username is required")
  .max(64, "Username must be at most 64 characters")
  .regex(/^[\p{L}\p{N}._@-]+$/u, "Username may use letters, digits and . _ @ - only")
  .transform((name) => name.toLowerCase());

export const NewPasswordSchema = z
  .string()
  .min(12, "Password must be at least 12 characters")
  .max(1024, "Password must be at most 1024 characters");

export type AdminUser = typeof adminUsers.$inferSelect;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findAdminByUsername(
  db: Database,
  username: string,
): Promise<AdminUser | undefined> {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, normalizeUsername(username)));
  return user;
}

/** The oldest account: the one a trusted address is signed in as. */
export async function firstAdmin(db: Database): Promise<AdminUser | undefined> {
  const [user] = await db.select().from(adminUsers).orderBy(asc(adminUsers.id)).limit(1);
  return user;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

/**
 * Creates an account; undefined when the username is taken. `onlyIfNone` makes it a
 * no-op unless the table is empty, atomically, for the start-up bootstrap that several
 * instances may run at once.
 */
export async function createAdmin(
  db: Database,
  input: { username: string; password: string },
  now = new Date(),
): Promise<AdminUser | undefined> {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(adminUsers)
    .values({
      username: normalizeUsername(input.username),
      passwordHash,
      createdAt: now,
      passwordChangedAt: now,
    })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning();
  return user;
}

/** Stores a new password hash and ends every session of the account. False when there is no such user. */
export async function setAdminPassword(
  db: Database,
  username: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(adminUsers)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(adminUsers.username, normalizeUsername(username)))
      .returning({ id: adminUsers.id });
    if (!user) return false;
    await tx.delete(adminSessions).where(eq(adminSessions.userId, user.id));
    return true;
  });
}

/** Replaces a hash made with older parameters, after a successful sign-in proved the password. */
export async function rehashPassword(
  db: Database,
  userId: number,
  password: string,
): Promise<void> {
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(adminUsers.id, userId));
}
