/**
 * Two instances of the built server on one real PostgreSQL, as docs/operations.md
 * ("Running several instances") describes: each with its own HTTP port and DNS responder,
 * started at the same moment on an empty database. What one instance does, the other sees.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paths } from "../../server/paths";
import { testAdmin, testAdminEnv } from "../support/test-admin";
import { type BuiltServer, freePort, startBuiltServer } from "../../scripts/built-server.mjs";
import { createEmptyPostgresDatabase } from "../support/test-database";
import { queryTcp, queryUdp } from "./dns-client";
import { getFresh } from "./fresh-connection";

const ZONE = "leaktest.example.com";
const TOOLS_LIMIT = 6;
const json = { "Content-Type": "application/json" };

let database: { url: string; drop(): Promise<void> };
let sql: pg.Client;
let a: BuiltServer;
let b: BuiltServer;
const dnsPort = { a: 0, b: 0 };

async function instance(dns: number, extra: Record<string, string> = {}) {
  return startBuiltServer({
    env: {
      ...testAdminEnv,
      DATABASE_URL: database.url,
      DNS_LEAK_ZONE: ZONE,
      DNS_HOST: "127.0.0.1",
      DNS_PORT: String(dns),
      TOOLS_RATE_LIMIT: String(TOOLS_LIMIT),
      SCHEDULER_INTERVAL_SECONDS: "1",
      ...extra,
    },
  });
}

const rows = async <T>(text: string, values: unknown[] = []) =>
  (await sql.query(text, values)).rows as T[];

beforeAll(async () => {
  database = await createEmptyPostgresDatabase(inject("postgresServerUrl"));
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  dnsPort.a = await freePort();
  dnsPort.b = await freePort();
  // Both at the same moment, on an empty database: both migrate, one waits for the other.
  const started = await Promise.allSettled([
    instance(dnsPort.a, { SHUTDOWN_DRAIN_SECONDS: "3", SHUTDOWN_GRACE_SECONDS: "20" }),
    instance(dnsPort.b),
  ]);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    // Leave no instance behind when the other could not start.
    for (const result of started) if (result.status === "fulfilled") await result.value.stop();
    throw failed.reason;
  }
  [a, b] = started.map((result) => (result as PromiseFulfilledResult<BuiltServer>).value) as [
    BuiltServer,
    BuiltServer,
  ];
});

afterAll(async () => {
  if (process.env.DEBUG_CLUSTER) console.log("A:", a?.output(), "\nB:", b?.output());
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  await database?.drop();
});

async function signIn(server: BuiltServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(testAdmin),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  expect(cookie).toMatch(/^umbra_admin=/);
  return cookie!;
}

const authenticated = async (server: BuiltServer, cookie: string) =>
  (
    (await (await fetch(`${server.url}/api/auth/check`, { headers: { cookie } })).json()) as {
      authenticated: boolean;
    }
  ).authenticated;

describe("two instances on one PostgreSQL", () => {
  it("both came up on an empty database started together, which was migrated once", async () => {
    for (const server of [a, b]) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready" });
    }
    const journal = JSON.parse(
      readFileSync(join(paths.migrations, "meta", "_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const [applied] = await rows<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    expect(applied?.n).toBe(journal.entries.length);
    const [admins] = await rows<{ n: number }>("select count(*)::int as n from admin_users");
    expect(admins?.n).toBe(1);
  });

  it("runs a DNS leak test started on A and queried through B's responder, polled on both", async () => {
    const start = await fetch(`${a.url}/api/dns-leak`, {
      method: "POST",
      headers: json,
      body: "{}",
    });
    expect(start.status).toBe(201);
    const test = (await start.json()) as { id: string; names: string[] };
    // Three resolvers: UDP and TCP through B's responder, and UDP through A's.
    const answers = [
      await queryUdp(dnsPort.b, "127.0.0.2", test.names[0]!),
      await queryUdp(dnsPort.b, "127.0.0.2", test.names[1]!),
      await queryTcp(dnsPort.b, "127.0.0.3", test.names[2]!),
      await queryUdp(dnsPort.a, "127.0.0.4", test.names[3]!),
    ];
    for (const answer of answers) expect(answer.subarray(-4)).toEqual(Buffer.from([127, 0, 0, 1]));

    const results = await Promise.all(
      [a, b].map(async (server) => {
        const response = await fetch(`${server.url}/api/dns-leak/${test.id}`);
        expect(response.status).toBe(200);
        return (await response.json()) as {
          servers: { ip: string; queries: number }[];
          leak: boolean;
          reasons: string[];
        };
      }),
    );
    expect(results[0]!.servers.map((server) => [server.ip, server.queries])).toEqual([
      ["127.0.0.2", 2],
      ["127.0.0.3", 1],
      ["127.0.0.4", 1],
    ]);
    expect(results[1]).toEqual(results[0]);
    expect(results[0]).toMatchObject({ leak: true, reasons: ["multiple-resolvers"] });
  });

  it("keeps a session made on A valid on B, and signing out on B ends it on A", async () => {
    const cookie = await signIn(a);
    expect(await authenticated(b, cookie)).toBe(true);
    const automations = await fetch(`${b.url}/api/blog-automation`, { headers: { cookie } });
    expect(automations.status).toBe(200);

    const logout = await fetch(`${b.url}/api/auth/logout`, {
      method: "POST",
      headers: { ...json, cookie },
      body: "{}",
    });
    expect(logout.status).toBeLessThan(300);
    expect(await authenticated(a, cookie)).toBe(false);
    expect((await fetch(`${a.url}/api/blog-automation`, { headers: { cookie } })).status).toBe(401);
  });

  it("shares rate limits: requests to A and B add up to one limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TOOLS_LIMIT; i++) {
      statuses.push((await fetch(`${(i % 2 ? b : a).url}/api/ip`)).status);
    }
    expect(statuses).toEqual(Array(TOOLS_LIMIT).fill(200));
    for (const server of [a, b]) {
      const refused = await fetch(`${server.url}/api/ip`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("opens a share link made on A on B, and deleting the key ends old links on both", async () => {
    const report = {
      kind: "connection-report",
      result: {
        checks: [
          { id: "ip", status: "unknown", findings: ["ip-failed"] },
          { id: "ipv6", status: "unknown", findings: ["probe-failed"] },
          { id: "dns", status: "unknown", findings: ["dns-failed"] },
          { id: "webrtc", status: "unknown", findings: ["webrtc-failed"] },
          {
            id: "signals",
            status: "warn",
            findings: ["gpc-off", "dnt-off", "third-party-cookies-unknown"],
          },
        ],
        countryCode: "DE",
        network: "Deutsche Telekom AG",
      },
    };
    const post = (server: BuiltServer, path: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: "POST", headers: json, body: JSON.stringify(body) });
    const made = await post(a, "/api/share", report);
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    expect((await post(b, "/api/share/open", { token })).status).toBe(200);

    // The documented way to invalidate every link: both instances had read the key.
    await sql.query("delete from signing_keys where purpose = 'share-links'");
    expect((await post(a, "/api/share/open", { token })).status).toBe(400);
    expect((await post(b, "/api/share/open", { token })).status).toBe(400);
    const renewed = await post(b, "/api/share", report);
    expect(renewed.status).toBe(201);
    const fresh = ((await renewed.json()) as { token: string }).token;
    expect((await post(a, "/api/share/open", { token: fresh })).status).toBe(200);
  });

  it("gives each request its own id across instances, and keeps a valid incoming one", async () => {
    const ids = await Promise.all(
      [a, b, a, b].map(async (s) => (await fetch(`${s.url}/healthz`)).headers.get("x-request-id")),
    );
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${b.url}/healthz`, { headers: { "X-Request-Id": "lb-trace.42" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-trace.42");
    const replaced = await fetch(`${b.url}/healthz`, { headers: { "X-Request-Id": 'bad id"}' } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("runs each due automation exactly once with both schedulers running", async () => {
    const cookie = await signIn(b);
    const ids: number[] = [];
    for (const topic of ["Travel", "Streaming", "Banking", "Gaming"]) {
      const response = await fetch(`${a.url}/api/blog-automation`, {
        method: "POST",
        headers: { ...json, cookie },
        body: JSON.stringify({ topic, articleType: "list", frequency: "weekly" }),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    // Due now: each scheduler (one pass a second) races for all four. (Whole milliseconds,
    // as the app writes them: its claim compares the value it read as a JavaScript Date.)
    await sql.query(
      "update blog_automations set next_scheduled = date_trunc('milliseconds', now()) - interval '1 second'",
    );
    const deadline = Date.now() + 45_000;
    let finished = 0;
    while (Date.now() < deadline) {
      const [row] = await rows<{ n: number }>(
        "select count(*)::int as n from automation_runs where status <> 'running'",
      );
      finished = row?.n ?? 0;
      if (finished >= ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(finished).toBe(ids.length);
    // A few more passes on both: nothing runs twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const runs = await rows<{ automation_id: number; n: number; ok: number }>(
      `select automation_id, count(*)::int as n, count(*) filter (where status = 'success')::int as ok
       from automation_runs group by automation_id order by automation_id`,
    );
    expect(runs).toEqual(ids.map((id) => ({ automation_id: id, n: 1, ok: 1 })));
    const [posts] = await rows<{ n: number }>(
      "select count(*)::int as n from content_items where type = 'blog'",
    );
    expect(posts?.n).toBe(ids.length);
  });

  it("lets one of two edits based on the same revision land, sent to A and B at once", async () => {
    const cookie = await signIn(a);
    const generated = await fetch(`${a.url}/api/content/generate`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ topic: "Two editors", type: "page" }),
    });
    expect(generated.status).toBe(201);
    const { id } = (await generated.json()) as { id: number };
    const etag = generated.headers.get("etag")!;
    const statuses = await Promise.all(
      [a, b].map(async (server) => {
        const response = await fetch(`${server.url}/api/content/${id}`, {
          method: "PATCH",
          headers: { ...json, cookie, "If-Match": etag },
          body: JSON.stringify({ title: `Edited on ${server === a ? "A" : "B"}` }),
        });
        return response.status;
      }),
    );
    expect(statuses.sort()).toEqual([200, 412]);
    const [row] = await rows<{ revision: number }>(
      `select revision from content_items where id = ${id}`,
    );
    expect(row?.revision).toBe(2);
  });

  it("on SIGTERM, A turns not-ready first, finishes the request in flight, then exits", async () => {
    const size = 20_000_000;
    // Read slowly (about 250 ms per megabyte, some five seconds in all), so the response is
    // still in flight when the drain period ends and A stops listening.
    let read = 0;
    const download = getFresh(`${a.url}/api/speedtest/download?bytes=${size}`, (chunk, pause) => {
      const before = read;
      read += chunk.length;
      if (Math.floor(read / 1e6) > Math.floor(before / 1e6)) pause(250);
    });
    while (read === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    const sentAt = Date.now();
    a.child.kill("SIGTERM");
    let readiness = 0;
    while (Date.now() - sentAt < 2_500) {
      const response = await getFresh(`${a.url}/readyz`);
      readiness = response.status;
      if (readiness === 503) {
        expect(JSON.parse(response.body.toString())).toEqual({ status: "draining" });
        expect(response.headers.connection).toBe("close");
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(readiness).toBe(503);
    // Still serving during the drain: a new request is answered, and B is ready.
    expect((await getFresh(`${a.url}/healthz`)).status).toBe(200);
    expect((await getFresh(`${b.url}/readyz`)).status).toBe(200);

    const downloaded = await download;
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes).toBe(size);
    expect(Date.now() - sentAt).toBeGreaterThan(3_000);
    expect(await a.exited).toBe(0);
    await expect(getFresh(`${a.url}/healthz`)).rejects.toThrow();
    expect((await getFresh(`${b.url}/readyz`)).status).toBe(200);
  });
});
