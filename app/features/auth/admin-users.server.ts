import { and, asc, count, eq, sql } from "drizzle-orm";
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

/** An account's row: the username as stored, the password hashed. */
async function newAccount(input: { username: string; password: string }, now: Date) {
  return {
    username: normalizeUsername(input.username),
    passwordHash: await hashPassword(input.password),
    createdAt: now,
    passwordChangedAt: now,
  };
}

/** Creates an account; undefined when the username is taken. */
export async function createAdmin(
  db: Database,
  input: { username: string; password: string },
  now = new Date(),
): Promise<AdminUser | undefined> {
  const [user] = await db
    .insert(adminUsers)
    .values(await newAccount(input, now))
    .onConflictDoNothing({ target: adminUsers.username })
    .returning();
  return user;
}

/** Any fixed number: the transaction that makes the first account holds this lock. */
const FIRST_ADMIN_LOCK = 0x61646d6e; // "admn"

/**
 * Creates an account only while none exists, for the start-up bootstrap that several
 * instances may run at once; undefined when one exists. Under a transaction-scoped advisory
 * lock: without it, instances whose settings name different usernames each found the table
 * empty and each made their own account.
 */
export async function createFirstAdmin(
  db: Database,
  input: { username: string; password: string },
  now = new Date(),
): Promise<AdminUser | undefined> {
  const account = await newAccount(input, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [existing] = await tx.select({ id: adminUsers.id }).from(adminUsers).limit(1);
    if (existing) return undefined;
    const [user] = await tx.insert(adminUsers).values(account).returning();
    return user;
  });
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

/**
 * Replaces a hash made with older parameters, after a successful sign-in proved the password
 * against `verifiedHash`; only while the account still holds that hash, so a reset made
 * meanwhile is not overwritten with the old password.
 */
export async function rehashPassword(
  db: Database,
  userId: number,
  password: string,
  verifiedHash: string,
): Promise<void> {
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(adminUsers.id, userId), eq(adminUsers.passwordHash, verifiedHash)));
}
