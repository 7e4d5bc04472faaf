import { afterAll, describe, expect, it } from "vitest";
import { BUSY_RETRY_SECONDS, PASSWORD_CHECKS_ADMITTED } from "~/features/auth/admin-auth.server";
import { signIn } from "./auth-helpers";
import { testAdmin } from "../support/test-admin";
import { startTestServer, type TestServer } from "./test-server";

const servers: TestServer[] = [];
const now = new Date("2026-04-02T10:00:00Z");

afterAll(async () => {
  for (const server of servers.reverse()) await server.close();
});

async function start(overrides: Record<string, string> = {}, database?: TestServer["database"]) {
  const server = await startTestServer(overrides, { clock: () => now, database });
  servers.push(server);
  return server;
}

const wrong = (username: string) => ({ username, password: "definitely-wrong" });

describe("failed sign-ins per username", () => {
  it("refuses the 11th failure for one username even from fresh addresses", async () => {
    // One proxy hop is trusted, so X-Forwarded-For names the client: ten different addresses.
    const server = await start({ TRUST_PROXY: "1" });
    for (let i = 1; i <= 10; i++) {
      const { response } = await signIn(server, wrong(testAdmin.username), {
        "X-Forwarded-For": `198.51.100.${i}`,
      });
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(server, testAdmin, { "X-Forwarded-For": "198.51.100.77" });
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.headers.get("retry-after")).toBe("900");
    // Another account is not affected.
    expect(
      (await signIn(server, wrong("someone-else"), { "X-Forwarded-For": "198.51.100.78" })).response
        .status,
    ).toBe(401);
    // Twelve scrypt checks: seconds on a busy machine.
  }, 90_000);
});

describe("the limit across a restart", () => {
  it("still holds after the server restarts on the same data", async () => {
    const first = await start();
    for (let i = 0; i < 10; i++)
      expect((await signIn(first, wrong(`user-${i}`))).response.status).toBe(401);
    await first.stop({ graceMs: 1_000 });
    servers.pop();

    const restarted = await start({}, await first.database.reopen());
    const blocked = await signIn(restarted, testAdmin);
    expect(blocked.response.status).toBe(429);
    expect(Number(blocked.response.headers.get("retry-after"))).toBe(900);
  });
});

describe("a stranger hammering the admin's username", () => {
  const from = (address: string) => ({ "X-Forwarded-For": address });

  it("cannot lock the admin out of a place they signed in from before", async () => {
    const server = await start({ TRUST_PROXY: "1" });
    expect((await signIn(server, testAdmin, from("2001:db8:77:1::5"))).response.status).toBe(200);

    // Fifteen failures for the admin from fifteen addresses: the username limit (10) trips.
    for (let i = 1; i <= 15; i++) {
      const { response } = await signIn(server, wrong(testAdmin.username), from(`203.0.113.${i}`));
      expect(response.status).toBe(i <= 10 ? 401 : 429);
    }

    // The admin, from the known /64 (another address in it), still gets in.
    expect((await signIn(server, testAdmin, from("2001:db8:77:1::9"))).response.status).toBe(200);
    // From a place never used before, the username limit still holds, right password or not.
    expect((await signIn(server, testAdmin, from("198.51.100.200"))).response.status).toBe(429);
  }, 90_000);

  it("still limits guessing from the known place by the address limit", async () => {
    const server = await start({ TRUST_PROXY: "1" });
    expect((await signIn(server, testAdmin, from("198.51.100.5"))).response.status).toBe(200);
    for (let i = 1; i <= 10; i++) {
      expect(
        (await signIn(server, wrong(testAdmin.username), from("198.51.100.5"))).response.status,
      ).toBe(401);
    }
    expect((await signIn(server, testAdmin, from("198.51.100.5"))).response.status).toBe(429);
  });
});

describe("sign-ins from many places at once", () => {
  const from = (address: string) => ({ "X-Forwarded-For": address });
  /** Forty sign-ins sent together, each from a /64 of its own, with made-up usernames. */
  const crowd = (server: TestServer, onBusy: () => void = () => {}) =>
    Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const address = `2001:db8:${i + 1}::1`;
        const { response } = await signIn(server, wrong(`guess-${i}`), from(address));
        if (response.status === 503) onBusy();
        return { address, response, body: (await response.json()) as { message: string } };
      }),
    );

  it("checks passwords a few at a time and refuses the rest as busy, counting nothing for them", async () => {
    const server = await start({ TRUST_PROXY: "1" });
    const answers = await crowd(server);
    const busy = answers.filter(({ response }) => response.status === 503);
    const checked = answers.filter(({ response }) => response.status === 401);
    expect(busy.length + checked.length).toBe(40);
    // At most PASSWORD_CHECKS_ADMITTED in line at once; a few more get in as the first finish.
    expect(checked.length).toBeGreaterThanOrEqual(PASSWORD_CHECKS_ADMITTED);
    expect(busy.length).toBeGreaterThanOrEqual(10);
    expect(busy[0]!.body.message).toBe(
      "Too many sign-ins are being checked right now. Try again in a few seconds.",
    );
    expect(busy[0]!.response.headers.get("retry-after")).toBe(String(BUSY_RETRY_SECONDS));
    // A sign-in refused as busy was not counted: that place still has all ten tries.
    const place = from(busy[0]!.address);
    for (let i = 1; i <= 10; i++) {
      expect((await signIn(server, wrong("guess-again"), place)).response.status).toBe(401);
    }
    expect((await signIn(server, wrong("guess-again"), place)).response.status).toBe(429);
  }, 90_000);

  it("always gives the admin a turn from a place they signed in from before", async () => {
    const server = await start({ TRUST_PROXY: "1" });
    expect((await signIn(server, testAdmin, from("2001:db8:77:1::5"))).response.status).toBe(200);
    // Sent the moment the line is full: the first busy answer says so.
    let admin: ReturnType<typeof signIn> | undefined;
    const answers = await crowd(server, () => {
      admin ??= signIn(server, testAdmin, from("2001:db8:77:1::9"));
    });
    expect(answers.some(({ response }) => response.status === 503)).toBe(true);
    expect((await admin!).response.status).toBe(200);
  }, 90_000);
});
