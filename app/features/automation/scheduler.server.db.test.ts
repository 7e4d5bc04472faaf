/**
 * The scheduler against a real database with an injected clock: due, not yet due, paused,
 * catch-up after downtime, failures recorded, scheduled content, and two schedulers on one
 * database (with TEST_DATABASE_URL, two connection pools on one PostgreSQL) running each
 * job exactly once, and recovering a run left "running" by a killed server exactly once.
 */
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { automationRuns, blogAutomations, contentItems } from "~/db/schema";
import type { AutomationInput } from "~/features/automation/automation-input";
import {
  claimDueAutomation,
  createAutomation,
  listRuns,
  RUNS_LISTED,
  setAutomationActive,
} from "~/features/automation/automation-store.server";
import {
  type Scheduler,
  abandonedAfterMs,
  createScheduler,
} from "~/features/automation/scheduler.server";
import type { ContentGenerator } from "~/features/articles/public";
import { builtinGenerator } from "~/features/articles/public.server";
import {
  createTestDatabase,
  openSecondHandle,
  type TestDatabase,
} from "../../../tests/support/test-database";

const logger = pino({ level: "silent" });
const input = (overrides: Partial<AutomationInput> = {}): AutomationInput => ({
  topic: "Safer travel",
  articleType: "list",
  frequency: "weekly",
  settings: { tone: "professional", minWords: 300, maxWords: 400 },
  ...overrides,
});
const t0 = new Date("2026-03-01T08:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A generator that fails `times` times (the language model busy), then writes as usual. */
function failingFor(times: number): ContentGenerator {
  let failures = 0;
  return {
    name: "failing",
    async generate(request) {
      if (failures++ < times) throw new Error("The language model refused the request (HTTP 503)");
      return builtinGenerator.generate(request);
    },
  };
}

/** The longest a generation can take with the default settings (`generationLimitMs`, 90 s + 20 s). */
const generationLimitMs = 110_000;

let database: TestDatabase;
let now: Date;
const clock = () => now;
const schedulerWith = (
  generator: ContentGenerator = builtinGenerator,
  db = database.db,
): Scheduler => createScheduler({ db, generator, logger, clock, intervalMs: 0, generationLimitMs });

/** A generator whose first call waits for `release`; `inRun` resolves when it is called. */
function gatedGenerator() {
  let release!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inRun = new Promise<void>((resolve) => (started = resolve));
  const generator: ContentGenerator = {
    name: "gated",
    async generate(request, signal) {
      started();
      await new Promise<void>((resolve, reject) => {
        void gate.then(resolve);
        signal?.addEventListener("abort", () => reject(new Error("aborted")), { once: true });
      });
      return builtinGenerator.generate(request);
    },
  };
  return { generator, release, inRun };
}

beforeAll(async () => {
  database = await createTestDatabase(inject("pgliteTemplateDir"));
});

afterAll(async () => {
  await database?.dispose();
});

beforeEach(async () => {
  now = t0;
  // Each test starts from empty tables (one database for the file is much faster).
  await database.db.delete(automationRuns);
  await database.db.delete(blogAutomations);
  await database.db.delete(contentItems);
});

describe("automations", () => {
  it("runs nothing before the due time, then publishes one post and moves on a period", async () => {
    const automation = await createAutomation(database.db, input(), t0);
    const scheduler = schedulerWith();
    now = later(7 * DAY - 60_000);
    expect((await scheduler.tick()).runs).toEqual([]);

    now = later(7 * DAY + 30_000);
    expect((await scheduler.tick()).runs).toEqual([{ automationId: automation.id, ok: true }]);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({
      nextScheduled: later(14 * DAY),
      lastRunAt: now,
      lastRunStatus: "success",
      lastRunError: null,
    });
    const runs = await listRuns(database.db, automation.id);
    expect(runs).toEqual([
      expect.objectContaining({ dueAt: later(7 * DAY), status: "success", finishedAt: now }),
    ]);
    const [post] = await database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, runs![0]!.contentItemId!));
    expect(post).toMatchObject({
      type: "blog",
      articleType: "list",
      topic: "Safer travel",
      published: true,
      publishedAt: now,
    });

    // The same moment again: nothing is due any more.
    expect((await scheduler.tick()).runs).toEqual([]);
  });

  it("claims an automation whose due time was stored with microseconds", async () => {
    const automation = await createAutomation(database.db, input(), t0);
    await database.db
      .update(blogAutomations)
      .set({ nextScheduled: sql`'2026-03-08T08:00:00.000500Z'::timestamptz` })
      .where(eq(blogAutomations.id, automation.id));
    now = later(7 * DAY + 1);
    expect((await schedulerWith().tick()).runs).toEqual([
      { automationId: automation.id, ok: true },
    ]);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row?.nextScheduled?.getTime()).toBeGreaterThan(now.getTime());
  });

  it("runs an automation due at -infinity (set by hand) as due now, and one at infinity never", async () => {
    const due = await createAutomation(database.db, input({ topic: "Due" }), t0);
    const never = await createAutomation(database.db, input({ topic: "Never" }), t0);
    for (const [automation, at] of [
      [due, "-infinity"],
      [never, "infinity"],
    ] as const) {
      await database.db
        .update(blogAutomations)
        .set({ nextScheduled: sql`${at}::timestamptz` })
        .where(eq(blogAutomations.id, automation.id));
    }
    // It read as an invalid date, neither due nor retried: claimed and lost on every pass.
    expect((await schedulerWith().tick()).runs).toEqual([{ automationId: due.id, ok: true }]);
    const runs = await listRuns(database.db, due.id);
    expect(runs).toEqual([expect.objectContaining({ dueAt: t0, status: "success" })]);
    const [row] = await database.db
      .select()
      .from(blogAutomations)
      .where(eq(blogAutomations.id, due.id));
    expect(row?.nextScheduled).toEqual(later(7 * DAY));
  });

  it("lists an automation's newest runs, newest first, at most RUNS_LISTED; none for one that does not exist", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    const days = RUNS_LISTED + 5;
    await database.db.insert(automationRuns).values(
      Array.from({ length: days }, (_, day) => ({
        automationId: automation.id,
        dueAt: later(day * DAY),
        startedAt: later(day * DAY),
        finishedAt: later(day * DAY + 60_000),
        status: "success",
      })),
    );
    const runs = (await listRuns(database.db, automation.id))!;
    expect(runs).toHaveLength(RUNS_LISTED);
    expect(runs[0]!.startedAt).toEqual(later((days - 1) * DAY));
    expect(runs.at(-1)!.startedAt).toEqual(later(5 * DAY));
    expect(await listRuns(database.db, automation.id + 1)).toBeUndefined();
  });

  it("maps the automation's article types to the article written", async () => {
    await createAutomation(database.db, input({ articleType: "news", frequency: "daily" }), t0);
    now = later(DAY);
    await schedulerWith().tick();
    const [post] = await database.db.select().from(contentItems);
    expect(post?.articleType).toBe("industry-news");
  });

  it("a paused automation does not run; resuming schedules one period from then", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    await setAutomationActive(database.db, automation.id, false, later(HOUR));
    const scheduler = schedulerWith();
    now = later(10 * DAY);
    expect((await scheduler.tick()).runs).toEqual([]);

    const resumed = await setAutomationActive(database.db, automation.id, true, now);
    expect(resumed?.nextScheduled).toEqual(later(11 * DAY));
    expect((await scheduler.tick()).runs).toEqual([]);
    now = later(11 * DAY);
    expect((await scheduler.tick()).runs).toHaveLength(1);
  });

  it("after downtime catches up with one run per automation, then counts from now", async () => {
    const daily = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    const weekly = await createAutomation(database.db, input({ topic: "Home routers" }), t0);
    now = later(45 * DAY + 5 * HOUR);
    const result = await schedulerWith().tick();
    expect(result.runs.map((run) => run.automationId).sort()).toEqual([daily.id, weekly.id].sort());
    expect(await database.db.$count(automationRuns)).toBe(2);
    const rows = await database.db.select().from(blogAutomations).orderBy(blogAutomations.id);
    expect(rows.map((row) => row.nextScheduled)).toEqual([
      new Date(now.getTime() + DAY),
      new Date(now.getTime() + 7 * DAY),
    ]);
  });

  it("records a failed run with its error and the time it is tried again", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    expect((await schedulerWith(failingFor(1)).tick()).runs).toEqual([
      { automationId: automation.id, ok: false },
    ]);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({
      lastRunStatus: "error",
      lastRunError: "The language model refused the request (HTTP 503)",
      nextScheduled: later(2 * DAY),
      retryAt: later(DAY + 5 * MINUTE),
    });
    expect(await listRuns(database.db, automation.id)).toEqual([
      expect.objectContaining({
        status: "error",
        error: "The language model refused the request (HTTP 503)",
        attempt: 1,
        contentItemId: null,
      }),
    ]);
    expect(await database.db.$count(contentItems)).toBe(0);
  });
});

describe("a failed run tried again (decision 030)", () => {
  it("tries 5 and then 30 minutes later, then waits for the next scheduled run", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    const scheduler = schedulerWith(failingFor(Infinity));
    now = later(DAY);
    await scheduler.tick();

    now = later(DAY + 5 * MINUTE - 1000);
    expect((await scheduler.tick()).runs).toEqual([]);
    now = later(DAY + 5 * MINUTE);
    expect((await scheduler.tick()).runs).toEqual([{ automationId: automation.id, ok: false }]);
    const [afterSecond] = await database.db.select().from(blogAutomations);
    expect(afterSecond?.retryAt).toEqual(later(DAY + 35 * MINUTE));

    now = later(DAY + 35 * MINUTE);
    expect((await scheduler.tick()).runs).toEqual([{ automationId: automation.id, ok: false }]);
    const [afterThird] = await database.db.select().from(blogAutomations);
    expect(afterThird).toMatchObject({ retryAt: null, nextScheduled: later(2 * DAY) });
    now = later(DAY + 10 * HOUR);
    expect((await scheduler.tick()).runs).toEqual([]);

    const runs = (await listRuns(database.db, automation.id))!;
    expect(runs.map((run) => [run.attempt, run.status, run.dueAt])).toEqual([
      [3, "error", later(DAY)],
      [2, "error", later(DAY)],
      [1, "error", later(DAY)],
    ]);
    // The next scheduled run starts again from the first attempt.
    now = later(2 * DAY);
    await scheduler.tick();
    expect((await listRuns(database.db, automation.id))![0]).toMatchObject({
      attempt: 1,
      dueAt: later(2 * DAY),
    });
  });

  it("a retry that succeeds publishes the post and keeps the cadence", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    const scheduler = schedulerWith(failingFor(1));
    now = later(DAY);
    await scheduler.tick();
    now = later(DAY + 6 * MINUTE);
    expect((await scheduler.tick()).runs).toEqual([{ automationId: automation.id, ok: true }]);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({
      lastRunStatus: "success",
      lastRunError: null,
      retryAt: null,
      nextScheduled: later(2 * DAY),
    });
    const [retry] = (await listRuns(database.db, automation.id))!;
    expect(retry).toMatchObject({ attempt: 2, status: "success", dueAt: later(DAY) });
    expect(await database.db.$count(contentItems, eq(contentItems.published, true))).toBe(1);
  });

  it("pausing drops a pending retry, and resuming does not bring it back", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    const scheduler = schedulerWith(failingFor(1));
    now = later(DAY);
    await scheduler.tick();
    await setAutomationActive(database.db, automation.id, false, later(DAY + MINUTE));
    await setAutomationActive(database.db, automation.id, true, later(DAY + 2 * MINUTE));
    now = later(DAY + 10 * MINUTE);
    expect((await scheduler.tick()).runs).toEqual([]);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({ retryAt: null, nextScheduled: later(2 * DAY + 2 * MINUTE) });
  });

  it("a failure while the automation was paused is not retried", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    const pausedMidRun: ContentGenerator = {
      name: "paused mid-run",
      async generate() {
        await setAutomationActive(database.db, automation.id, false, now);
        throw new Error("The language model did not answer within 90 seconds");
      },
    };
    now = later(DAY);
    await schedulerWith(pausedMidRun).tick();
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({ isActive: false, retryAt: null, lastRunStatus: "error" });
  });
});

describe("scheduled content", () => {
  it("publishes a draft when its time comes, not before", async () => {
    const due = later(2 * HOUR);
    const [item] = await database.db
      .insert(contentItems)
      .values({
        title: "Scheduled",
        slug: "scheduled",
        type: "blog",
        articleType: "list",
        topic: "t",
        excerpt: "e",
        content: "<p>c</p>",
        scheduledFor: due,
        createdAt: t0,
        updatedAt: t0,
      })
      .returning();
    const scheduler = schedulerWith();
    now = later(HOUR);
    expect((await scheduler.tick()).published).toEqual([]);
    now = later(2 * HOUR + 1000);
    expect((await scheduler.tick()).published).toEqual([item!.id]);
    const [row] = await database.db.select().from(contentItems);
    expect(row).toMatchObject({ published: true, publishedAt: now, scheduledFor: null });
    expect((await scheduler.tick()).published).toEqual([]);
  });
});

describe("the loop", () => {
  it("passes once at start (catching up) and stops cleanly", async () => {
    await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(3 * DAY);
    const scheduler = createScheduler({
      db: database.db,
      generator: builtinGenerator,
      logger,
      clock,
      intervalMs: 60_000,
      generationLimitMs,
    });
    scheduler.start();
    await expect
      .poll(() => database.db.$count(automationRuns, eq(automationRuns.status, "success")))
      .toBe(1);
    await scheduler.stop();
    expect(await database.db.$count(contentItems)).toBe(1);
  });
});

describe("stopping during a pass (SIGTERM)", () => {
  const loopWith = (generator: ContentGenerator) =>
    createScheduler({
      db: database.db,
      generator,
      logger,
      clock,
      intervalMs: 60_000,
      generationLimitMs,
    });

  it("claims no further run once stopping: the others stay due for another server", async () => {
    await createAutomation(database.db, input({ topic: "First", frequency: "daily" }), t0);
    const second = await createAutomation(
      database.db,
      input({ topic: "Second", frequency: "daily" }),
      later(MINUTE),
    );
    now = later(DAY + MINUTE);
    const { generator, release, inRun } = gatedGenerator();
    const scheduler = loopWith(generator);
    scheduler.start();
    await inRun;
    const stopped = scheduler.stop();
    release();
    await stopped;

    expect(await database.db.$count(automationRuns)).toBe(1);
    expect(await database.db.$count(contentItems)).toBe(1);
    const [untouched] = await database.db
      .select()
      .from(blogAutomations)
      .where(eq(blogAutomations.id, second.id));
    expect(untouched).toMatchObject({ nextScheduled: later(DAY + MINUTE), lastRunStatus: null });
    // Another server (or this one restarted) runs it.
    expect((await schedulerWith().tick()).runs).toEqual([{ automationId: second.id, ok: true }]);
  });

  it("a run still going when the grace ends is stopped and left due at once for another server", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    const { generator, inRun } = gatedGenerator();
    const scheduler = loopWith(generator);
    scheduler.start();
    await inRun;
    await scheduler.stop(20);

    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({
      lastRunStatus: "error",
      retryAt: now,
      nextScheduled: later(2 * DAY),
    });
    expect(await listRuns(database.db, automation.id)).toEqual([
      expect.objectContaining({ status: "error", attempt: 1, contentItemId: null }),
    ]);
    expect((await schedulerWith().tick()).runs).toEqual([
      { automationId: automation.id, ok: true },
    ]);
    expect(await database.db.$count(contentItems)).toBe(1);
  });
});

/**
 * Makes the database refuse to write automation_runs rows (an outage at that moment): on
 * `insert` or `update`, for the rows matching `when` (SQL over `new`), until acceptRunWrites.
 */
async function refuseRunWrites(on: "insert" | "update", when = "true") {
  await database.db.execute(
    sql.raw(`create function refuse_run() returns trigger language plpgsql as $$
      begin
        if ${when} then raise exception 'recording failed'; end if;
        return new;
      end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger refuse_run before ${on} on automation_runs
      for each row execute function refuse_run()`),
  );
}

async function acceptRunWrites() {
  await database.db.execute(sql`drop trigger if exists refuse_run on automation_runs`);
  await database.db.execute(sql`drop function if exists refuse_run()`);
}

describe("a post whose run cannot be recorded", () => {
  afterEach(acceptRunWrites);

  it("is not kept: the run fails, and its retry writes the one post", async () => {
    // The database refuses to record a success (an outage between the post and its record).
    await refuseRunWrites("update", "new.status = 'success'");
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    expect((await schedulerWith().tick()).runs).toEqual([
      { automationId: automation.id, ok: false },
    ]);
    expect(await database.db.$count(contentItems)).toBe(0);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({ lastRunStatus: "error", retryAt: later(DAY + 5 * MINUTE) });

    await acceptRunWrites();
    now = later(DAY + 5 * MINUTE);
    expect((await schedulerWith().tick()).runs).toEqual([
      { automationId: automation.id, ok: true },
    ]);
    expect(await database.db.$count(contentItems)).toBe(1);
  });

  it("when nothing can be recorded, leaves the run running with no post: recovered later, one post", async () => {
    // An outage refusing every run update: neither the success nor the failure is written,
    // as if the server had been killed between the post and its record.
    await refuseRunWrites("update");
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    await expect(schedulerWith().tick()).rejects.toThrow();
    expect(await database.db.$count(contentItems)).toBe(0);
    expect((await listRuns(database.db, automation.id))![0]).toMatchObject({ status: "running" });

    await acceptRunWrites();
    now = later(DAY + abandonedAfterMs(generationLimitMs));
    expect((await schedulerWith().tick()).runs).toEqual([
      { automationId: automation.id, ok: true },
    ]);
    expect(await database.db.$count(contentItems)).toBe(1);
  });
});

describe("a claim whose run cannot be recorded", () => {
  afterEach(acceptRunWrites);

  it("is not claimed: the automation stays due and runs on the next pass", async () => {
    await refuseRunWrites("insert");
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    await expect(schedulerWith().tick()).rejects.toThrow();
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({ nextScheduled: later(DAY), lastRunStatus: null });
    expect(await database.db.$count(contentItems)).toBe(0);

    await acceptRunWrites();
    expect((await schedulerWith().tick()).runs).toEqual([
      { automationId: automation.id, ok: true },
    ]);
    expect(await database.db.$count(contentItems)).toBe(1);
  });
});

describe("two schedulers on one database", () => {
  let second: DatabaseHandle | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it("run each due job exactly once", async () => {
    // On PostgreSQL the second scheduler has its own pool, as a second server would.
    second = database.databaseUrl ? await openSecondHandle(database) : undefined;
    const automations = [];
    for (let i = 0; i < 6; i++) {
      automations.push(
        await createAutomation(database.db, input({ topic: `Topic ${i}`, frequency: "daily" }), t0),
      );
    }
    const slow: ContentGenerator = {
      name: "slow",
      async generate(request) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        return builtinGenerator.generate(request);
      },
    };
    now = later(DAY);
    const [a, b] = await Promise.all([
      schedulerWith(slow).tick(),
      schedulerWith(slow, second?.db ?? database.db).tick(),
    ]);
    const ran = [...a.runs, ...b.runs].map((run) => run.automationId).sort((x, y) => x - y);
    expect(ran).toEqual(automations.map((automation) => automation.id));
    expect(await database.db.$count(automationRuns)).toBe(6);
    expect(await database.db.$count(contentItems)).toBe(6);
  });

  it("retry a failed run exactly once", async () => {
    second = second ?? (database.databaseUrl ? await openSecondHandle(database) : undefined);
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    await schedulerWith(failingFor(1)).tick();
    now = later(DAY + 5 * MINUTE);
    const [a, b] = await Promise.all([
      schedulerWith().tick(),
      schedulerWith(builtinGenerator, second?.db ?? database.db).tick(),
    ]);
    expect([...a.runs, ...b.runs]).toEqual([{ automationId: automation.id, ok: true }]);
    expect(await database.db.$count(automationRuns)).toBe(2);
    expect(await database.db.$count(contentItems)).toBe(1);
  });
});

describe("a run left running by a killed server", () => {
  const INTERRUPTED = "Interrupted: the server running it stopped before it finished";
  const abandoned = abandonedAfterMs(generationLimitMs);

  /** Claims the due run as a server does, then "dies": no post written, no outcome recorded. */
  async function claimAndDie() {
    const claim = await claimDueAutomation(database.db, now);
    if (claim === "none" || "lostId" in claim) throw new Error("nothing was due");
    return claim.run;
  }

  it("leaves a margin well beyond the longest a live run can last", () => {
    expect(abandoned).toBeGreaterThanOrEqual(generationLimitMs + 5 * MINUTE);
  });

  it("is failed as interrupted once no live run can still be going, and its retry publishes the post once", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    const killed = await claimAndDie();

    now = later(DAY + abandoned - 1000);
    expect(await schedulerWith().tick()).toMatchObject({ recovered: [], runs: [] });
    now = later(DAY + abandoned);
    // Retried at once: in the same pass.
    expect(await schedulerWith().tick()).toMatchObject({
      recovered: [killed.id],
      runs: [{ automationId: automation.id, ok: true }],
    });
    const runs = (await listRuns(database.db, automation.id))!;
    expect(runs.map((run) => [run.attempt, run.status, run.error, run.dueAt])).toEqual([
      [2, "success", null, later(DAY)],
      [1, "error", INTERRUPTED, later(DAY)],
    ]);
    expect(runs[1]?.finishedAt).toEqual(now);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({
      lastRunStatus: "success",
      retryAt: null,
      nextScheduled: later(2 * DAY),
    });
    expect(await database.db.$count(contentItems, eq(contentItems.published, true))).toBe(1);

    now = later(DAY + 3 * HOUR);
    expect(await schedulerWith().tick()).toMatchObject({ recovered: [], runs: [] });
    expect(await database.db.$count(contentItems)).toBe(1);
  });

  it("a live run is never taken over: until the margin has passed it finishes and publishes itself", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    const { generator, release, inRun } = gatedGenerator();
    const live = schedulerWith(generator).tick();
    await inRun;

    now = later(DAY + abandoned - 1000);
    expect(await schedulerWith().tick()).toMatchObject({ recovered: [], runs: [] });
    release();
    expect((await live).runs).toEqual([{ automationId: automation.id, ok: true }]);
    expect(await listRuns(database.db, automation.id)).toEqual([
      expect.objectContaining({ status: "success", attempt: 1 }),
    ]);
    expect(await database.db.$count(contentItems)).toBe(1);
  });

  it("a run recovered while it was in fact still going cannot write its post or its outcome over the recovery", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    const { generator, release, inRun } = gatedGenerator();
    const live = schedulerWith(generator).tick();
    await inRun;

    // Its server stalled past the margin: another one recovers the run and retries it.
    now = later(DAY + abandoned);
    expect(await schedulerWith().tick()).toMatchObject({
      runs: [{ automationId: automation.id, ok: true }],
    });
    release();
    expect((await live).runs).toEqual([{ automationId: automation.id, ok: false }]);

    expect(await database.db.$count(contentItems)).toBe(1);
    const runs = (await listRuns(database.db, automation.id))!;
    expect(runs.map((run) => [run.attempt, run.status, run.error])).toEqual([
      [2, "success", null],
      [1, "error", INTERRUPTED],
    ]);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({ lastRunStatus: "success", lastRunError: null, retryAt: null });
  });

  it("of a paused automation is failed, and not retried", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    const killed = await claimAndDie();
    await setAutomationActive(database.db, automation.id, false, later(DAY + MINUTE));

    now = later(DAY + abandoned);
    expect(await schedulerWith().tick()).toMatchObject({ recovered: [killed.id], runs: [] });
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({
      isActive: false,
      lastRunStatus: "error",
      lastRunError: INTERRUPTED,
      retryAt: null,
    });
    expect(await database.db.$count(contentItems)).toBe(0);
  });

  it("at the third attempt is failed, and not tried a fourth time", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    const failing = schedulerWith(failingFor(2));
    now = later(DAY);
    await failing.tick();
    now = later(DAY + 5 * MINUTE);
    await failing.tick();
    now = later(DAY + 35 * MINUTE);
    const killed = await claimAndDie();
    expect(killed.attempt).toBe(3);

    now = later(DAY + 35 * MINUTE + abandoned);
    expect(await schedulerWith().tick()).toMatchObject({ recovered: [killed.id], runs: [] });
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({
      lastRunStatus: "error",
      retryAt: null,
      nextScheduled: later(2 * DAY),
    });
    now = later(DAY + 10 * HOUR);
    expect((await schedulerWith().tick()).runs).toEqual([]);
    expect((await listRuns(database.db, automation.id))!.map((run) => run.attempt)).toEqual([
      3, 2, 1,
    ]);
  });

  it("is superseded by the scheduled run when that has come due meanwhile: one run, not two", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    await claimAndDie();

    // Every server was down until after the next scheduled time.
    now = later(2 * DAY + HOUR);
    expect(await schedulerWith().tick()).toMatchObject({
      runs: [{ automationId: automation.id, ok: true }],
    });
    const runs = (await listRuns(database.db, automation.id))!;
    expect(runs.map((run) => [run.attempt, run.status, run.dueAt])).toEqual([
      [1, "success", later(2 * DAY)],
      [1, "error", later(DAY)],
    ]);
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({ retryAt: null, lastRunStatus: "success" });
    expect((await schedulerWith().tick()).runs).toEqual([]);
  });

  it("recovered after the automation's next run was claimed leaves that run alone: no retry beside it", async () => {
    const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
    now = later(DAY);
    const killed = await claimAndDie();
    // Every server down until after the next scheduled time; one claims that run first.
    now = later(2 * DAY + HOUR);
    const next = await claimAndDie();

    expect(await schedulerWith().tick()).toMatchObject({ recovered: [killed.id], runs: [] });
    const [row] = await database.db.select().from(blogAutomations);
    expect(row).toMatchObject({
      lastRunStatus: "running",
      lastRunAt: next.startedAt,
      retryAt: null,
    });
    expect((await listRuns(database.db, automation.id))![0]).toMatchObject({
      id: next.id,
      status: "running",
    });
  });

  it("is recovered by exactly one of two servers recovering at once", async () => {
    const second = database.databaseUrl ? await openSecondHandle(database) : undefined;
    try {
      const automation = await createAutomation(database.db, input({ frequency: "daily" }), t0);
      now = later(DAY);
      const killed = await claimAndDie();
      now = later(DAY + abandoned);
      const [a, b] = await Promise.all([
        schedulerWith().tick(),
        schedulerWith(builtinGenerator, second?.db ?? database.db).tick(),
      ]);
      expect([...a.recovered, ...b.recovered]).toEqual([killed.id]);
      expect([...a.runs, ...b.runs]).toEqual([{ automationId: automation.id, ok: true }]);
      expect(await database.db.$count(automationRuns)).toBe(2);
      expect(await database.db.$count(contentItems)).toBe(1);
    } finally {
      await second?.close();
    }
  });
});
