import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { adminUsers } from "~/db/schema";
import { runAdminCli } from "../../scripts/built-server.mjs";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { checkAuth, signIn } from "./auth-helpers";
import { testAdmin } from "../support/test-admin";
import { startTestServer, type TestServer } from "./test-server";

const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs `npm run admin -- …` on the database's storage, as an operator would, with `input` piped in. */
const runCli = (database: TestDatabase, args: string[], input: string) =>
  runAdminCli(args, {
    env: { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" },
    input,
  });

describe("the first admin", () => {
  it("is created with a generated password, logged once, when no credentials are configured", async () => {
    const lines: string[] = [];
    const noCredentials = { ADMIN_USERNAME: "", ADMIN_PASSWORD: "" };
    const first = await startTestServer(noCredentials, { onLog: (line) => lines.push(line) });
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; passwordFile?: string })
      .filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    const file = warnings[0]!.passwordFile!;
    expect(file).toBe(join(resolve(first.database.dataDir), "first-admin-password.txt"));
    expect(warnings[0]!.msg).toContain(file);
    // The log stream never carries the password; the owner-only file does.
    expect(lines.join("\n")).not.toMatch(/Password:/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = /Password: (\S+)/.exec(await readFile(file, "utf8"))?.[1] ?? "";
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(lines.join("\n")).not.toContain(password);
    expect(await readFile(file, "utf8")).toContain("Username: admin");
    expect((await signIn(first, { username: "admin", password })).response.status).toBe(200);

    // A restart on the same data finds the account and neither creates nor logs another.
    await first.stop({ graceMs: 1_000 });
    lines.length = 0;
    const restarted = await startTestServer(
      { ADMIN_USERNAME: "other", ADMIN_PASSWORD: "another-password-1" },
      { database: await first.database.reopen(), onLog: (line) => lines.push(line) },
    );
    cleanups.push(() => restarted.close());
    expect(lines.join("\n")).not.toContain("Password:");
    const users = await restarted.database.db
      .select({ username: adminUsers.username })
      .from(adminUsers);
    expect(users).toEqual([{ username: "admin" }]);
    expect((await signIn(restarted, { username: "admin", password })).response.status).toBe(200);
  });
});

describe("npm run admin", () => {
  it("creates an account and resets its password, ending its sessions", async () => {
    let database = await createTestDatabase(inject("pgliteTemplateDir"));
    cleanups.push(() => database.dispose());
    await database.close();

    const created = await runCli(database, ["create", "Alice"], "first-password-123\n");
    expect(created).toEqual({ code: 0, output: 'Created admin "alice".' });
    expect(await runCli(database, ["create", "alice"], "first-password-123\n")).toEqual({
      code: 1,
      output: 'An admin named "alice" already exists',
    });
    expect(await runCli(database, ["reset-password", "alice"], "short\n")).toEqual({
      code: 1,
      output: "Password must be at least 12 characters",
    });
    expect(await runCli(database, ["reset-password", "bob"], "whatever-password\n")).toEqual({
      code: 1,
      output: 'No admin is named "bob"',
    });
    expect((await runCli(database, ["delete", "alice"], "")).code).toBe(2);

    database = await database.reopen();
    let server: TestServer = await startTestServer({}, { database });
    const { cookie } = await signIn(server, { username: "alice", password: "first-password-123" });
    expect(cookie).toBeDefined();
    await server.stop({ graceMs: 1_000 });
    await database.close();

    const reset = await runCli(database, ["reset-password", "alice"], "second-password-456\n");
    expect(reset).toEqual({
      code: 0,
      output: 'Changed the password of "alice" and signed out its sessions.',
    });

    database = await database.reopen();
    server = await startTestServer({}, { database });
    cleanups.push(() => server.stop({ graceMs: 1_000 }));
    expect((await checkAuth(server, { cookie: cookie! })).body.authenticated).toBe(false);
    expect(
      (await signIn(server, { username: "alice", password: "first-password-123" })).response.status,
    ).toBe(401);
    expect(
      (await signIn(server, { username: "alice", password: "second-password-456" })).response
        .status,
    ).toBe(200);
  }, 120_000);
});

describe("npm run admin when the database fails", () => {
  it("says which statement failed without printing its values (the new password's hash)", async () => {
    const database = await createTestDatabase(inject("pgliteTemplateDir"));
    cleanups.push(() => database.dispose());
    await database.db.execute(sql`
      create function refuse_admin_updates() returns trigger language plpgsql as
        $$ begin raise exception 'admin accounts are read-only here'; end $$`);
    await database.db.execute(sql`
      create trigger refuse_admin_updates before update on admin_users
        for each row execute function refuse_admin_updates()`);
    await database.close();
    expect((await runCli(database, ["create", "alice"], "first-password-123\n")).code).toBe(0);

    const reset = await runCli(database, ["reset-password", "alice"], "second-password-456\n");
    expect(reset.code).toBe(1);
    expect(reset.output).toMatch(/^Failed query: update "admin_users"/);
    expect(reset.output).toContain("admin accounts are read-only here");
    expect(reset.output).not.toContain("params");
    expect(reset.output).not.toContain("scrypt");
    expect(reset.output).not.toContain("alice");
  }, 60_000);
});

describe("npm run admin while the server runs", () => {
  it("never acknowledges a change it would lose", async () => {
    const server = await startTestServer();
    cleanups.push(() => server.close());
    const { cookie } = await signIn(server);
    const started = Date.now();
    const result = await runCli(
      server.database,
      ["reset-password", testAdmin.username],
      "brand-new-password-9\n",
    );

    if (!server.database.databaseUrl) {
      // The embedded database is one process's: the CLI refuses at once and changes nothing.
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/in use by another process .*Stop it, then run this again/s);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect((await checkAuth(server, { cookie: cookie! })).body.authenticated).toBe(true);
      expect((await signIn(server, testAdmin)).response.status).toBe(200);
      return;
    }
    // On PostgreSQL the CLI works beside the server, and the server sees the change at once.
    expect(result).toEqual({
      code: 0,
      output: `Changed the password of "${testAdmin.username}" and signed out its sessions.`,
    });
    expect((await checkAuth(server, { cookie: cookie! })).body.authenticated).toBe(false);
    expect((await signIn(server, testAdmin)).response.status).toBe(401);
    expect(
      (await signIn(server, { username: testAdmin.username, password: "brand-new-password-9" }))
        .response.status,
    ).toBe(200);
  }, 120_000);
});
