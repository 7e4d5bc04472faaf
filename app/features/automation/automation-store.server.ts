import { type SQL, and, desc, eq, getTableColumns, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { automationRuns, blogAutomations } from "~/db/schema";
import type { AutomationInput } from "./automation-input";
import { type Frequency, addPeriod, nextRunAfter, retryAfterFailure } from "./automation-options";

export type Automation = typeof blogAutomations.$inferSelect;
export type AutomationRun = typeof automationRuns.$inferSelect;

/** A new automation is active, and its first post is due one period from now. */
export async function createAutomation(
  db: Database,
  input: AutomationInput,
  now: Date,
): Promise<Automation> {
  const [row] = await db
    .insert(blogAutomations)
    .values({
      ...input,
      isActive: true,
      nextScheduled: addPeriod(now, input.frequency),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function listAutomations(db: Database): Promise<Automation[]> {
  return db
    .select()
    .from(blogAutomations)
    .orderBy(desc(blogAutomations.createdAt), desc(blogAutomations.id));
}

/**
 * Pausing clears the schedule and any pending retry; resuming schedules the next run one period
 * from now.
 */
export async function setAutomationActive(
  db: Database,
  id: number,
  isActive: boolean,
  now: Date,
): Promise<Automation | undefined> {
  const [current] = await db.select().from(blogAutomations).where(eq(blogAutomations.id, id));
  if (!current) return undefined;
  if (current.isActive === isActive) return current;
  const [row] = await db
    .update(blogAutomations)
    .set({
      isActive,
      nextScheduled: isActive ? addPeriod(now, current.frequency as Frequency) : null,
      retryAt: null,
      updatedAt: now,
    })
    .where(eq(blogAutomations.id, id))
    .returning();
  return row;
}

export async function countActiveAutomations(db: Database): Promise<number> {
  return db.$count(blogAutomations, eq(blogAutomations.isActive, true));
}

/** A claimed run: the automation, the time it was due, which attempt at it this is, and its run row. */
export type ClaimedRun = {
  automation: Automation;
  dueAt: Date;
  attempt: number;
  run: AutomationRun;
};

/**
 * Claims one due automation for this server and records its run as "running", in one
 * transaction (a failure between the two leaves the automation due, never claimed without a
 * run): a scheduled run (nextScheduled has come by `now`) or a retry of a failed one (retryAt
 * has come; decision 030), with an UPDATE that only matches while it is still due. Under
 * concurrency PostgreSQL re-checks the condition after the row lock, so of two servers
 * exactly one gets the row back; the other finds it no longer due and gets nothing.
 * (Matching the value just read instead would never match a time stored with microseconds,
 * which a JavaScript Date cannot hold.) A scheduled run moves nextScheduled forward, past
 * `now`, and supersedes a pending retry; a retry keeps the schedule and the due time it
 * retries. `startedAt` is when the run starts (later than `now` for the second run of a pass).
 */
export async function claimDueAutomation(
  db: Database,
  now: Date,
  skip: ReadonlySet<number> = new Set(),
  startedAt: Date = now,
): Promise<ClaimedRun | { lostId: number } | "none"> {
  const scheduledDue = lte(blogAutomations.nextScheduled, now);
  const retryDue = lte(blogAutomations.retryAt, now);
  const candidates = await db
    .select({
      ...getTableColumns(blogAutomations),
      // Asked of the database: a due time of -infinity (set by hand) reads as an invalid date,
      // which compares as neither due nor not, and the run was claimed and lost every pass.
      scheduledIsDue: sql<boolean>`coalesce(${scheduledDue}, false)`,
    })
    .from(blogAutomations)
    .where(and(eq(blogAutomations.isActive, true), or(scheduledDue, retryDue)))
    .orderBy(
      sql`least(${blogAutomations.nextScheduled}, ${blogAutomations.retryAt})`,
      blogAutomations.id,
    )
    .limit(skip.size + 1);
  const candidate = candidates.find((row) => !skip.has(row.id));
  if (!candidate) return "none";
  const stillDue = (due: SQL | undefined) =>
    and(eq(blogAutomations.id, candidate.id), eq(blogAutomations.isActive, true), due);
  const claimed = {
    lastRunAt: startedAt,
    lastRunStatus: "running",
    lastRunError: null,
    updatedAt: startedAt,
  };

  return db.transaction(async (tx) => {
    if (candidate.scheduledIsDue) {
      const scheduled = candidate.nextScheduled;
      const dueAt = scheduled && Number.isFinite(scheduled.getTime()) ? scheduled : now;
      const [row] = await tx
        .update(blogAutomations)
        .set({
          ...claimed,
          nextScheduled: nextRunAfter(dueAt, candidate.frequency as Frequency, now),
          retryAt: null,
        })
        .where(stillDue(scheduledDue))
        .returning();
      if (!row) return { lostId: candidate.id };
      return { automation: row, dueAt, attempt: 1, run: await insertRun(tx, row.id, dueAt, 1) };
    }
    const [row] = await tx
      .update(blogAutomations)
      .set({ ...claimed, retryAt: null })
      .where(stillDue(retryDue))
      .returning();
    if (!row) return { lostId: candidate.id };
    const [failed] = await tx
      .select({ dueAt: automationRuns.dueAt, attempt: automationRuns.attempt })
      .from(automationRuns)
      .where(eq(automationRuns.automationId, row.id))
      .orderBy(desc(automationRuns.startedAt), desc(automationRuns.id))
      .limit(1);
    const dueAt = failed?.dueAt ?? now;
    const attempt = (failed?.attempt ?? 0) + 1;
    return { automation: row, dueAt, attempt, run: await insertRun(tx, row.id, dueAt, attempt) };
  });

  async function insertRun(tx: Database, automationId: number, dueAt: Date, attempt: number) {
    const [run] = await tx
      .insert(automationRuns)
      .values({ automationId, dueAt, attempt, startedAt, status: "running" })
      .returning();
    return run!;
  }
}

/**
 * Records how a run ended, on the run and as the automation's last outcome; false when the
 * run was no longer "running" (recovered as interrupted meanwhile, `recoverAbandonedRuns`),
 * which keeps the outcome it has. A failure may come with the time to try again
 * (`retryAfterFailure`), kept only while the automation is active: one paused during the run
 * is not retried. The automation's outcome is written only while this run is its latest one,
 * so a late recovery cannot overwrite the run claimed after it.
 */
export async function finishRun(
  db: Database,
  run: AutomationRun,
  outcome: { contentItemId: number } | { error: string; retryAt?: Date },
  now: Date,
): Promise<boolean> {
  const error = "error" in outcome ? outcome.error : null;
  const status = error === null ? "success" : "error";
  const retryAt = "retryAt" in outcome ? outcome.retryAt : undefined;
  // One transaction: the run and the automation's last outcome never disagree.
  return db.transaction(async (tx) => {
    // Conditional, like a claim: of a live run's end and its recovery, exactly one lands.
    const finished = await tx
      .update(automationRuns)
      .set({
        status,
        error,
        finishedAt: now,
        contentItemId: "contentItemId" in outcome ? outcome.contentItemId : null,
      })
      .where(and(eq(automationRuns.id, run.id), eq(automationRuns.status, "running")))
      .returning({ id: automationRuns.id });
    if (!finished.length) return false;
    await tx
      .update(blogAutomations)
      .set({
        lastRunStatus: status,
        lastRunError: error,
        retryAt: retryAt
          ? sql`case when ${blogAutomations.isActive} then ${retryAt.toISOString()}::timestamptz end`
          : null,
        updatedAt: now,
      })
      .where(
        and(
          eq(blogAutomations.id, run.automationId),
          // The claim wrote the run's start here; a later claim wrote its own.
          sql`${blogAutomations.lastRunAt} = (select ${automationRuns.startedAt} from ${automationRuns} where ${automationRuns.id} = ${run.id})`,
        ),
      );
    return true;
  });
}

/** Why a run whose server stopped without recording its end failed. */
export const INTERRUPTED_RUN_ERROR =
  "Interrupted: the server running it stopped before it finished";

/**
 * Fails the runs still "running" that started at or before `startedBy`, a time no live run
 * can have started at (the caller's margin, decision 013), with the automation's retry due at
 * once by decision 030's rules: attempts left, active, and before the next scheduled run (which
 * otherwise supersedes it). Such a run wrote no post: the post and the run's success are one
 * transaction. Each is finished with finishRun's conditional UPDATE, so of several servers
 * recovering at once exactly one fails each run. Returns the runs this call recovered.
 */
export async function recoverAbandonedRuns(
  db: Database,
  startedBy: Date,
  now: Date,
): Promise<AutomationRun[]> {
  const abandoned = await db
    .select({ run: automationRuns, nextScheduled: blogAutomations.nextScheduled })
    .from(automationRuns)
    .innerJoin(blogAutomations, eq(blogAutomations.id, automationRuns.automationId))
    .where(and(eq(automationRuns.status, "running"), lte(automationRuns.startedAt, startedBy)))
    .orderBy(automationRuns.id);
  const recovered: AutomationRun[] = [];
  for (const { run, nextScheduled } of abandoned) {
    const retryAt = retryAfterFailure(run.attempt, now, nextScheduled, { atOnce: true });
    if (await finishRun(db, run, { error: INTERRUPTED_RUN_ERROR, retryAt }, now)) {
      recovered.push(run);
    }
  }
  return recovered;
}

/** How many runs an automation's history lists, newest first: a daily one makes 365 a year. */
export const RUNS_LISTED = 100;

/** An automation's newest runs, newest first; undefined when there is no such automation. */
export async function listRuns(
  db: Database,
  automationId: number,
): Promise<AutomationRun[] | undefined> {
  const [automation] = await db
    .select({ id: blogAutomations.id })
    .from(blogAutomations)
    .where(eq(blogAutomations.id, automationId));
  if (!automation) return undefined;
  return db
    .select()
    .from(automationRuns)
    .where(eq(automationRuns.automationId, automationId))
    .orderBy(desc(automationRuns.startedAt), desc(automationRuns.id))
    .limit(RUNS_LISTED);
}
