import type { ArticleType } from "~/features/articles/public";

/** Automation article types, and the content article type each one writes. */
export const automationArticleTypes = ["how-to", "list", "news", "review"] as const;
export type AutomationArticleType = (typeof automationArticleTypes)[number];

export const automationArticleTypeInfo: Record<
  AutomationArticleType,
  { label: string; writes: ArticleType }
> = {
  "how-to": { label: "How-To Guide", writes: "how-to" },
  list: { label: "List Article", writes: "list" },
  news: { label: "Industry News", writes: "industry-news" },
  review: { label: "Product Review", writes: "review" },
};

export const frequencies = ["daily", "weekly", "monthly"] as const;
export type Frequency = (typeof frequencies)[number];

export const frequencyLabels: Record<Frequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};

export const tones = ["professional", "friendly", "technical", "conversational"] as const;
export type Tone = (typeof tones)[number];

/** What a new automation starts with. */
export const automationDefaults = {
  articleType: "how-to" as AutomationArticleType,
  frequency: "weekly" as Frequency,
  settings: { tone: "professional" as Tone, minWords: 800, maxWords: 1500 },
};

/** Word limits an automation may ask for. */
export const wordLimits = { lowest: 300, highestMin: 1500, highest: 3000, minSpread: 50 } as const;

/**
 * When the run after one due at `due` should happen: one period later, counted from the
 * due time so the cadence does not drift; if that is already past (the server was down),
 * one period from `now`, so missed runs are not made up in a burst.
 */
export function nextRunAfter(due: Date, frequency: Frequency, now: Date): Date {
  const fromDue = addPeriod(due, frequency);
  return fromDue > now ? fromDue : addPeriod(now, frequency);
}

/** `from` plus one day, week or calendar month (UTC; the 31st becomes the month's last day). */
export function addPeriod(from: Date, frequency: Frequency): Date {
  const next = new Date(from);
  if (frequency === "daily") next.setUTCDate(next.getUTCDate() + 1);
  else if (frequency === "weekly") next.setUTCDate(next.getUTCDate() + 7);
  else {
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const lastDay = new Date(
      Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0),
    ).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
  }
  return next;
}

/**
 * How long after a failed attempt the run is tried again: 5 minutes after the first, 30 after
 * the second; a third failure waits for the next scheduled run (decision 030).
 */
export const RETRY_DELAYS_MS = [5 * 60_000, 30 * 60_000] as const;

/**
 * When to try a run again after attempt number `attempt` (1 = the scheduled run) failed at
 * `now`; undefined when no attempt is left or the next scheduled run comes first. `atOnce`
 * skips the wait (a run interrupted by its server's end, not by its own failure).
 */
export function retryAfterFailure(
  attempt: number,
  now: Date,
  nextScheduled: Date | null,
  { atOnce = false } = {},
): Date | undefined {
  const delay = RETRY_DELAYS_MS[attempt - 1];
  if (delay === undefined || !nextScheduled) return undefined;
  const retryAt = new Date(now.getTime() + (atOnce ? 0 : delay));
  return retryAt < nextScheduled ? retryAt : undefined;
}
