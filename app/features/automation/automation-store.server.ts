import { and, desc, eq, lte } from "drizzle-orm";
import type { Database } from "~/db/database";
import { automationRuns, blogAutomations } from "~/db/schema";
import type { AutomationInput } from "./automation-input";
import { type Frequency, addPeriod, nextRunAfter } from "./automation-options";

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

/** Pausing clears the schedule; resuming schedules the next run one period from now. */
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
      updatedAt: now,
    })
    .where(eq(blogAutomations.id, id))
    .returning();
  return row;
}

export async function countActiveAutomations(db: Database): Promise<number> {
  return db.$count(blogAutomations, eq(blogAutomations.isActive, true));
}

/**
 * Claims one due automation for this server: moves its nextScheduled forward, past `now`, with
 * an UPDATE that only matches while it is still due. Under concurrency PostgreSQL re-checks the
 * condition after the row lock, so of two servers exactly one gets the row back; the other
 * finds it no longer due and gets nothing. (Matching the value just read instead would never
 * match a time stored with microseconds, which a JavaScript Date cannot hold.) Returns the
 * claimed automation with the time it was due.
 */
export async function claimDueAutomation(
  db: Database,
  now: Date,
  skip: ReadonlySet<number> = new Set(),
): Promise<{ automation: Automation; dueAt: Date } | { lostId: number } | "none"> {
  const candidates = await db
    .select()
    .from(blogAutomations)
    .where(and(eq(blogAutomations.isActive, true), lte(blogAutomations.nextScheduled, now)))
    .orderBy(blogAutomations.nextScheduled, blogAutomations.id)
    .limit(skip.size + 1);
  const candidate = candidates.find((row) => !skip.has(row.id));
  if (!candidate?.nextScheduled) return "none";
  const dueAt = candidate.nextScheduled;
  const [claimed] = await db
    .update(blogAutomations)
    .set({
      nextScheduled: nextRunAfter(dueAt, candidate.frequency as Frequency, now),
      lastRunAt: now,
      lastRunStatus: "running",
      lastRunError: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(blogAutomations.id, candidate.id),
        eq(blogAutomations.isActive, true),
        lte(blogAutomations.nextScheduled, now),
      ),
    )
    .returning();
  return claimed ? { automation: claimed, dueAt } : { lostId: candidate.id };
}

export async function startRun(
  db: Database,
  automationId: number,
  dueAt: Date,
  now: Date,
): Promise<AutomationRun> {
  const [run] = await db
    .insert(automationRuns)
    .values({ automationId, dueAt, startedAt: now, status: "running" })
    .returning();
  return run!;
}

/** Records how a run ended, on the run and as the automation's last outcome. */
export async function finishRun(
  db: Database,
  run: AutomationRun,
  outcome: { contentItemId: number } | { error: string },
  now: Date,
): Promise<void> {
  const error = "error" in outcome ? outcome.error : null;
  const status = error === null ? "success" : "error";
  await db
    .update(automationRuns)
    .set({
      status,
      error,
      finishedAt: now,
      contentItemId: "contentItemId" in outcome ? outcome.contentItemId : null,
    })
    .where(eq(automationRuns.id, run.id));
  await db
    .update(blogAutomations)
    .set({ lastRunStatus: status, lastRunError: error, updatedAt: now })
    .where(eq(blogAutomations.id, run.automationId));
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
