import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "~/db/schema";
import { setAdminPassword } from "~/features/auth/admin-users.server";
import { checkAuth, postJson, sessionCookie, signIn } from "./auth-helpers";
import { testAdmin } from "../support/test-admin";
import { startTestServer, type TestServer } from "./test-server";

const HOUR = 3_600_000;
let now = new Date("2026-04-01T09:00:00Z");
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
});

afterAll(async () => {
  await server?.close();
});

/** Starts a fresh rate-limit window, so earlier failures do not affect the next test. */
const nextWindow = () => advance(16 * 60_000);

describe("POST /api/auth/login", () => {
  it("signs in with the right password and sets an HttpOnly, SameSite=Strict session cookie", async () => {
    const { response, cookie } = await signIn(server);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: true, username: testAdmin.username });
    const header = response.headers.getSetCookie()[0] ?? "";
    expect(header).toMatch(
      /^umbra_admin=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    // Plain http in tests: no Secure flag, or the browser would drop the cookie.
    expect(header).not.toContain("Secure");
    expect((await checkAuth(server, { cookie: cookie! })).body).toEqual({
      authenticated: true,
      autoLogin: false,
    });
  });

  it("stores only a hash of the session token", async () => {
    const { cookie } = await signIn(server);
    const token = cookie!.split("=")[1]!;
    const rows = await server.database.db.select().from(adminSessions);
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).toContain(createHash("sha256").update(token).digest("hex"));
    expect(hashes).not.toContain(token);
  });

  it("accepts the username in any case", async () => {
    const { response } = await signIn(server, {
      username: testAdmin.username.toUpperCase(),
      password: testAdmin.password,
    });
    expect(response.status).toBe(200);
  });

  it("issues a new session at every sign-in and ends the one the browser had", async () => {
    const first = await signIn(server);
    const second = await signIn(server, testAdmin, { cookie: first.cookie! });
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect((await checkAuth(server, { cookie: first.cookie! })).body.authenticated).toBe(false);
    expect((await checkAuth(server, { cookie: second.cookie! })).body.authenticated).toBe(true);
  });

  it("answers a wrong password and an unknown user with the same 401 and message", async () => {
    nextWindow();
    const wrong = await signIn(server, {
      username: testAdmin.username,
      password: "not-the-password",
    });
    const unknown = await signIn(server, { username: "nobody", password: "not-the-password" });
    for (const { response, cookie } of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Invalid username or password" });
      expect(cookie).toBeUndefined();
    }
  });

  it("spends as long on an unknown user as on a wrong password (a hash is checked either way)", async () => {
    nextWindow();
    const time = async (username: string) => {
      const started = performance.now();
      await signIn(server, { username, password: "wrong-password-123" });
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(testAdmin.username));
      unknown.push(await time(`ghost-${i}`));
    }
    // A scrypt check costs tens of milliseconds; skipping it would make unknown users far faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeGreaterThan(20);
  });

  it("refuses a malformed body with 400 and the issues", async () => {
    nextWindow();
    for (const body of [
      {},
      { username: testAdmin.username },
      { username: "", password: "x" },
      { username: 1, password: [] },
    ]) {
      const response = await server.fetch("/api/auth/login", postJson(body));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string; issues: unknown[] };
      expect(answer.message).toBe("Username and password are required");
      expect(answer.issues.length).toBeGreaterThan(0);
    }
  });
});

describe("brute-force limit", () => {
  it("refuses the 11th failure from one address within 15 minutes with 429 and Retry-After", async () => {
    nextWindow();
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await signIn(server, { username: `guess-${i}`, password: "wrong-password" })).response
          .status,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    advance(5 * 60_000);
    // Blocked even with the right password: the limit is checked before the password.
    const blocked = await signIn(server);
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.headers.get("retry-after")).toBe("600");
    expect(await blocked.response.json()).toEqual({
      message: "Too many failed sign-in attempts. Try again in 10 minutes.",
    });
    expect(blocked.cookie).toBeUndefined();

    advance(10 * 60_000);
    expect((await signIn(server)).response.status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    nextWindow();
    for (let i = 0; i < 15; i++) expect((await signIn(server)).response.status).toBe(200);
  });
});

describe("session expiry", () => {
  it("ends a session after 12 hours without a request", async () => {
    nextWindow();
    const { cookie } = await signIn(server);
    advance(11 * HOUR);
    expect((await server.fetch("/api/admin/stats", { headers: { cookie: cookie! } })).status).toBe(
      200,
    );
    advance(12 * HOUR - 60_000);
    expect((await server.fetch("/api/admin/stats", { headers: { cookie: cookie! } })).status).toBe(
      200,
    );
    advance(12 * HOUR);
    const expired = await server.fetch("/api/admin/stats", { headers: { cookie: cookie! } });
    expect(expired.status).toBe(401);
    expect(sessionCookie(expired)).toBe("umbra_admin=");
  });

  it("ends a session 7 days after sign-in however active it is", async () => {
    nextWindow();
    const { cookie } = await signIn(server);
    for (let hours = 10; hours < 168; hours += 10) {
      advance(10 * HOUR);
      expect((await checkAuth(server, { cookie: cookie! })).body.authenticated).toBe(true);
    }
    advance(168 * HOUR - 160 * HOUR - 1000);
    expect((await checkAuth(server, { cookie: cookie! })).body.authenticated).toBe(true);
    advance(1000);
    expect((await checkAuth(server, { cookie: cookie! })).body.authenticated).toBe(false);
  });
});

describe("POST /api/auth/logout", () => {
  it("deletes the session on the server and clears the cookie", async () => {
    const { cookie } = await signIn(server);
    const response = await server.fetch("/api/auth/logout", postJson({}, { cookie: cookie! }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: false });
    expect(response.headers.getSetCookie()[0]).toBe(
      "umbra_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict",
    );
    // The old cookie value, replayed, no longer opens anything.
    expect((await server.fetch("/api/admin/stats", { headers: { cookie: cookie! } })).status).toBe(
      401,
    );
  });

  it("ends every session of an account whose password is reset", async () => {
    const { cookie } = await signIn(server);
    await setAdminPassword(server.database.db, testAdmin.username, "a-brand-new-password", now);
    expect((await checkAuth(server, { cookie: cookie! })).body.authenticated).toBe(false);
    expect((await signIn(server)).response.status).toBe(401);
    expect(
      (await signIn(server, { username: testAdmin.username, password: "a-brand-new-password" }))
        .response.status,
    ).toBe(200);
  });
});

describe("a database failure during a sign-in", () => {
  it("is logged naming the failed query, without the text the visitor typed", async () => {
    const lines: string[] = [];
    const failing = await startTestServer({}, { onLog: (line) => lines.push(line) });
    try {
      // What a lost connection or a failover does to the username's lookup, made certain.
      await failing.database.db.execute(sql`ALTER TABLE admin_users RENAME TO admin_users_away`);
      // Typed usernames are sometimes passwords (the limits' keys hold only hashes of them).
      const typed = "Correct-Horse-Battery-Staple";
      const response = await failing.fetch(
        "/api/auth/login",
        postJson({ username: typed, password: "whatever-it-was" }),
      );
      expect(response.status).toBe(500);
      const errors = lines.filter((line) => JSON.parse(line).level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("Failed query: select");
      expect(errors[0]).toContain('relation \\"admin_users\\" does not exist');
      expect(errors[0]!.toLowerCase()).not.toContain(typed.toLowerCase());
      expect(errors[0]).not.toContain("params");
    } finally {
      await failing.close();
    }
  });
});
