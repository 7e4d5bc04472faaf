import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { adminUsers } from "~/db/schema";
import { paths } from "../../server/paths";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { checkAuth, signIn } from "./auth-helpers";
import { startTestServer, type TestServer } from "./test-server";

const cli = join(paths.root, "build", "server-app", "admin-cli.js");
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs `npm run admin -- …` as an operator would, with the password piped in. */
function runCli(database: TestDatabase, args: string[], input: string) {
  const child = spawn(process.execPath, [cli, ...args], {
    env: {
      ...process.env,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? "",
      LOG_LEVEL: "silent",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output: output.trim() })),
  );
}

describe("the first admin", () => {
  it("is created with a generated password, logged once, when no credentials are configured", async () => {
    const lines: string[] = [];
    const noCredentials = { ADMIN_USERNAME: "", ADMIN_PASSWORD: "" };
    const first = await startTestServer(noCredentials, { onLog: (line) => lines.push(line) });
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    const password = /Password: (\S+)/.exec(warnings[0]!.msg)?.[1] ?? "";
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(warnings[0]!.msg).toContain("Username: admin");
    expect(warnings[0]!.msg).toContain("shown only once");
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
