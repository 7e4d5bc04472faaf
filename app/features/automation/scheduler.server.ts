import type { Logger } from "pino";
import type { Database } from "~/db/database";
import {
  automationArticleTypeInfo,
  type AutomationArticleType,
  retryAfterFailure,
} from "./automation-options";
import {
  type ClaimedRun,
  claimDueAutomation,
  finishRun,
  recoverAbandonedRuns,
} from "./automation-store.server";
import { generateContentItem, publishDueContent } from "~/features/articles/public.server";
import type { ContentGenerator } from "~/features/articles/public";

export type SchedulerOptions = {
  db: Database;
  generator: ContentGenerator;
  logger: Logger;
  clock: () => Date;
  /** Milliseconds between passes; 0 runs no loop (tick() still works). */
  intervalMs: number;
  /** The longest one generation can take (`generationLimitMs(env)`): bounds a live run. */
  generationLimitMs: number;
};

export type TickResult = {
  published: number[];
  /** Runs left "running" by a server that stopped, failed by this pass (their ids). */
  recovered: number[];
  runs: { automationId: number; ok: boolean }[];
};

/**
 * How far past its longest generation a run must have started to be taken as abandoned: ten
 * minutes cover the rest of a live run (sanitising, one short transaction) with room to spare
 * for a stalled database and for servers' clocks disagreeing, so a live run is never taken.
 */
const ABANDONED_MARGIN_MS = 10 * 60_000;

/** How long after its start a run still "running" is known to have lost its server. */
export function abandonedAfterMs(generationLimitMs: number): number {
  return generationLimitMs + ABANDONED_MARGIN_MS;
}

export type Scheduler = {
  /** Starts the loop: a first pass at once (catching up after downtime), then every interval. */
  start(): void;
  /**
   * Stops the loop: a pass in progress claims nothing more, and its run is given `graceMs`
   * to finish (unbounded by default); a run still going then is stopped and recorded as
   * failed, due again at once, so another server (or this one restarted) runs it.
   */
  stop(graceMs?: number): Promise<void>;
  /** One pass: publish due content, recover abandoned runs, run due automations. */
  tick(): Promise<TickResult>;
};

/**
 * The background loop of the server process (docs/decisions/013-scheduler.md). Every
 * claim is a conditional UPDATE, so any number of servers can run this on one database.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, logger, clock } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  /** Aborted by stop(): no more claims, and the run under way is interrupted at the grace's end. */
  let stopping = new AbortController();
  let interrupt = new AbortController();

  async function runAutomation(claim: ClaimedRun) {
    const { automation, run } = claim;
    let item;
    try {
      item = await generateContentItem(
        db,
        options.generator,
        {
          topic: automation.topic,
          type: "blog",
          articleType:
            automationArticleTypeInfo[automation.articleType as AutomationArticleType]?.writes ??
            "how-to",
          ...automation.settings,
        },
        clock(),
        {
          publish: true,
          signal: interrupt.signal,
          // The post and the run's success are one transaction, so a run still "running" wrote
          // no post and can be retried safely; one recovered meanwhile keeps no post.
          alongside: async (tx, post) => {
            if (!(await finishRun(tx, run, { contentItemId: post.id }, clock()))) {
              throw new Error("Recovered by another pass before its post was saved");
            }
          },
        },
      );
    } catch (error) {
      const interrupted = interrupt.signal.aborted;
      const message = interrupted
        ? "Stopped: the server was shutting down"
        : error instanceof Error
          ? error.message
          : String(error);
      const failedAt = clock();
      // An interrupted run is due again at once: nothing went wrong with it.
      const retryAt = interrupted
        ? failedAt
        : retryAfterFailure(claim.attempt, failedAt, automation.nextScheduled);
      // Not recorded when another pass recovered the run meanwhile: its outcome stands.
      const recorded = await finishRun(db, run, { error: message, retryAt }, failedAt);
      logger.error(
        { err: error, automationId: automation.id, attempt: claim.attempt, retryAt, recorded },
        "automation run failed",
      );
      return false;
    }
    logger.info(
      { automationId: automation.id, contentItemId: item.id },
      "automation published a post",
    );
    return true;
  }

  async function tick(): Promise<TickResult> {
    const now = clock();
    const published = await publishDueContent(db, now);
    if (published.length) logger.info({ ids: published }, "published scheduled content");
    // First, so that an abandoned run's retry, due at once, is claimed in this same pass.
    const startedBy = new Date(now.getTime() - abandonedAfterMs(options.generationLimitMs));
    const recovered = (await recoverAbandonedRuns(db, startedBy, now)).map((run) => run.id);
    if (recovered.length) {
      logger.warn({ runIds: recovered }, "recovered automation runs whose server had stopped");
    }
    const runs: TickResult["runs"] = [];
    const lost = new Set<number>();
    // A stopping server claims nothing more: a claim it cannot finish would skip that run.
    while (!stopping.signal.aborted) {
      const claim = await claimDueAutomation(db, now, lost, clock());
      if (claim === "none") break;
      if ("lostId" in claim) {
        // Another server took it between our read and our update: look at the next one.
        lost.add(claim.lostId);
        continue;
      }
      const ok = await runAutomation(claim);
      runs.push({ automationId: claim.automation.id, ok });
    }
    return { published, recovered, runs };
  }

  function schedule() {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(pass, options.intervalMs);
    timer.unref();
  }

  function pass() {
    running = tick()
      .catch((error: unknown) => logger.error({ err: error }, "scheduler pass failed"))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  return {
    start() {
      if (!stopped || options.intervalMs <= 0) return;
      stopped = false;
      stopping = new AbortController();
      interrupt = new AbortController();
      pass();
    },
    async stop(graceMs = Infinity) {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      if (!running) return;
      if (Number.isFinite(graceMs)) {
        const grace = setTimeout(() => interrupt.abort(), graceMs);
        await running;
        clearTimeout(grace);
      } else {
        await running;
      }
    },
    tick,
  };
}
