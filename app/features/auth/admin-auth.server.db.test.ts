/**
 * A sign-in whose password check overlaps a password reset made elsewhere (the admin CLI, or
 * another instance: with TEST_DATABASE_URL, its own connection pool on one PostgreSQL). The
 * reset ends every session of the account; a sign-in that checked the old password must not
 * open one after it, nor write the old password back when it rehashes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { adminSessions, adminUsers, rateLimits } from "~/db/schema";
import {
  createTestDatabase,
  openSecondHandle,
  type TestDatabase,
} from "../../../tests/support/test-database";
import { createAdminAuth } from "./admin-auth.server";
import { createAdmin, setAdminPassword } from "./admin-users.server";
import { hashPassword, verifyPassword } from "./password.server";
import { sessionPolicyFromHours } from "./session-rules";

/**
 * A password check that holds once it has checked, until the test lets it finish (an API
 * test may not mock a module: the project shares one module graph between files).
 */
function heldCheck() {
  let reached!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => (reached = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  const verify = async (password: string, stored: string) => {
    const ok = await verifyPassword(password, stored);
    reached();
    await held;
    return ok;
  };
  return { verify, started, release };
}

const oldPassword = "the old password, leaked";
const newPassword = "the new password after the leak";
const now = new Date("2026-04-01T09:00:00Z");

let database: TestDatabase;
let elsewhere: DatabaseHandle | undefined;

beforeAll(async () => {
  database = await createTestDatabase(inject("pgliteTemplateDir"));
  // On PostgreSQL the reset comes through its own pool, as from the CLI or another server.
  elsewhere = database.databaseUrl ? await openSecondHandle(database) : undefined;
});

afterAll(async () => {
  await elsewhere?.close();
  await database?.dispose();
});

beforeEach(async () => {
  await database.db.delete(adminSessions);
  await database.db.delete(adminUsers);
  await database.db.delete(rateLimits);
});

const auth = (verify = verifyPassword) =>
  createAdminAuth({
    db: database.db,
    policy: sessionPolicyFromHours(168, 24),
    trusted: () => false,
    cookie: { secure: false },
    clock: () => now,
    verify,
  });

/** Signs in with the old password and resets the password while its check is held. */
async function signInAcrossReset() {
  const check = heldCheck();
  const login = auth(check.verify).login({
    username: "admin",
    password: oldPassword,
    clientAddress: "203.0.113.9",
  });
  await check.started;
  await setAdminPassword((elsewhere ?? database).db, "admin", newPassword, now);
  check.release();
  return login;
}

describe("a sign-in during a password reset", () => {
  it("opens no session that outlives the reset", async () => {
    await createAdmin(database.db, { username: "admin", password: oldPassword }, now);
    const result = await signInAcrossReset();
    expect(result.status).toBe("invalid");
    expect(await database.db.$count(adminSessions)).toBe(0);
  });

  it("does not write the old password back when it rehashes", async () => {
    // A hash made before the cost was raised: a sign-in replaces it.
    const [user] = await database.db
      .insert(adminUsers)
      .values({
        username: "admin",
        passwordHash: await hashPassword(oldPassword, { N: 2 ** 10, r: 8, p: 1 }),
        createdAt: now,
        passwordChangedAt: now,
      })
      .returning();
    await signInAcrossReset();
    const [stored] = await database.db
      .select({ passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, user!.id));
    expect(await verifyPassword(newPassword, stored!.passwordHash)).toBe(true);
    expect(await verifyPassword(oldPassword, stored!.passwordHash)).toBe(false);
  });

  it("still opens a session, and rehashes, when nothing changed meanwhile", async () => {
    await database.db.insert(adminUsers).values({
      username: "admin",
      passwordHash: await hashPassword(oldPassword, { N: 2 ** 10, r: 8, p: 1 }),
      createdAt: now,
      passwordChangedAt: now,
    });
    const result = await auth().login({
      username: "admin",
      password: oldPassword,
      clientAddress: "203.0.113.9",
    });
    expect(result.status).toBe("ok");
    expect(await database.db.$count(adminSessions)).toBe(1);
    const [stored] = await database.db.select().from(adminUsers);
    expect(stored!.passwordHash.startsWith("scrypt$32768$8$1$")).toBe(true);
  });
});
