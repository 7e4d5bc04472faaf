import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { dnsLeakResolvers, dnsLeakTests } from "~/db/schema";
import { networkShare, networkTier } from "~/lib/rate-limit/network-tier";
import { RecordBatcher, type Sighting } from "./record-batcher";

/**
 * Which resolvers asked for each DNS leak test's names, in the database, so the start, the
 * resolver's queries and the polls may reach different instances (decision 019). Bounded:
 * a test lives ten minutes, at most `maxResolversPerTest` resolvers are kept per test, and at
 * most `maxTests` live at once: beyond that a new test is refused, and no running test is
 * deleted to make room (pruning deleted the oldest, so a crowd of clients starting tests could
 * end every visitor's test in progress). Sightings for ids that were never handed out (or
 * have expired) are not stored, so strangers cannot fill it.
 */
export type DetectedResolver = { ip: string; firstSeen: number; queries: number };
export type LeakTest = { id: string; createdAt: number; expiresAt: number };
export type LeakTestResult = LeakTest & { resolvers: DetectedResolver[] };

export const LEAK_TEST_TTL_MS = 10 * 60_000;

/**
 * Tests running at once, across instances: 5,000 starts a minute sustained, and a few MB of
 * rows. Filling it takes more than four IPv6 /48s at their tier (networkStartsPerMinute), or
 * dozens of IPv4 addresses at the tools' rate limit.
 */
export const MAX_LIVE_TESTS = 50_000;

/**
 * The tests one network (IPv4 address or IPv6 /48) may start a minute (decision 031): the
 * network tier of the per-client figure, but never more than keeps its share of the
 * `maxTests` running at once. A test started in the last TTL is still running, and that
 * span reaches into one more minute-window than it spans (11 for ten minutes), so a network
 * at this pace holds at most its share. One /56 at the per-client figure filled the cap in
 * about four minutes.
 */
export function networkStartsPerMinute(perClient: number, maxTests = MAX_LIVE_TESTS): number {
  const windows = Math.ceil(LEAK_TEST_TTL_MS / 60_000) + 1;
  const share = networkShare(maxTests, perClient * windows);
  return Math.min(networkTier(perClient), Math.floor(share / windows));
}

export type LeakStoreOptions = {
  db: Database;
  newId: () => string;
  now?: () => number;
  ttlMs?: number;
  maxTests?: number;
  maxResolversPerTest?: number;
  /** How long sightings gather before one write (milliseconds). */
  batchDelayMs?: number;
  onError?(error: unknown): void;
};

export type DnsLeakStore = {
  /** How many tests may run at once. */
  readonly maxTests: number;
  /** A new test; undefined when `maxTests` are running already. */
  create(): Promise<LeakTest | undefined>;
  get(id: string): Promise<LeakTestResult | undefined>;
  /** Notes that `ip` resolved a name of test `id`; resolves once stored (or dropped). */
  record(id: string, ip: string): Promise<boolean>;
  /** Deletes expired tests (with their resolvers); answers how many went. */
  prune(): Promise<number>;
  /** Writes the sightings still waiting (at shutdown). */
  flush(): Promise<void>;
};

export function createDnsLeakStore(options: LeakStoreOptions): DnsLeakStore {
  const { db, newId } = options;
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? LEAK_TEST_TTL_MS;
  const maxTests = options.maxTests ?? MAX_LIVE_TESTS;
  const maxResolvers = options.maxResolversPerTest ?? 16;

  // One statement per batch: join on live tests (unknown ids add nothing), add to known
  // resolvers, and add new ones only while the test has fewer than the cap.
  const write = async (sightings: Sighting[]) => {
    const at = new Date(now()).toISOString();
    const rows = sightings.map(({ testId, ip, queries }) => ({ test_id: testId, ip, queries }));
    await db.execute(sql`
      insert into dns_leak_resolvers (test_id, ip, first_seen, queries)
      select b.test_id, b.ip, ${at}::timestamptz, b.queries
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(test_id text, ip text, queries int)
      join dns_leak_tests t on t.id = b.test_id and t.expires_at > ${at}::timestamptz
      where exists (select 1 from dns_leak_resolvers r where r.test_id = b.test_id and r.ip = b.ip)
         or (select count(*) from dns_leak_resolvers r where r.test_id = b.test_id) < ${maxResolvers}
      on conflict (test_id, ip)
        do update set queries = dns_leak_resolvers.queries + excluded.queries`);
  };
  const batcher = new RecordBatcher({
    write,
    delayMs: options.batchDelayMs,
    maxPerTest: maxResolvers,
    onError: options.onError,
  });

  return {
    maxTests,

    async create() {
      const createdAt = now();
      const test = { id: newId(), createdAt, expiresAt: createdAt + ttlMs };
      const at = new Date(createdAt).toISOString();
      // One statement, so instances sharing the table cannot all pass the count and insert
      // (several at the same moment may each pass: the cap holds within a few).
      const inserted = await db.execute(sql`
        insert into dns_leak_tests (id, created_at, expires_at)
        select ${test.id}, ${at}::timestamptz, ${new Date(test.expiresAt).toISOString()}::timestamptz
        where (select count(*) from dns_leak_tests where expires_at > ${at}::timestamptz) < ${maxTests}
        returning id`);
      return rowCount(inserted) === 1 ? test : undefined;
    },

    async get(id) {
      const [test] = await db
        .select()
        .from(dnsLeakTests)
        .where(and(eq(dnsLeakTests.id, id), gt(dnsLeakTests.expiresAt, new Date(now()))));
      if (!test) return undefined;
      const resolvers = await db
        .select()
        .from(dnsLeakResolvers)
        .where(eq(dnsLeakResolvers.testId, id))
        .orderBy(asc(dnsLeakResolvers.firstSeen), asc(dnsLeakResolvers.ip))
        .limit(maxResolvers);
      return {
        id: test.id,
        createdAt: test.createdAt.getTime(),
        expiresAt: test.expiresAt.getTime(),
        resolvers: resolvers.map((row) => ({
          ip: row.ip,
          firstSeen: row.firstSeen.getTime(),
          queries: row.queries,
        })),
      };
    },

    record: (id, ip) => batcher.add(id, ip),

    async prune() {
      const expired = await db
        .delete(dnsLeakTests)
        .where(lte(dnsLeakTests.expiresAt, new Date(now())))
        .returning({ id: dnsLeakTests.id });
      return expired.length;
    },

    flush: () => batcher.flush(),
  };
}

/** Rows touched by a raw statement, whichever driver ran it. */
function rowCount(result: unknown): number {
  const { rows, rowCount } = result as { rows?: unknown[]; rowCount?: number | null };
  return rows?.length ?? rowCount ?? 0;
}
