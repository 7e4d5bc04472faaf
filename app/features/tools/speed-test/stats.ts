/** Speed-test arithmetic, as LibreSpeed and Cloudflare's speed test compute it. */

/** The middle value (mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Jitter: the mean absolute difference between consecutive pings; 0 for fewer than two. */
export function jitter(pings: readonly number[]): number {
  if (pings.length < 2) return 0;
  let total = 0;
  for (let i = 1; i < pings.length; i++)
    total += Math.abs((pings[i] as number) - (pings[i - 1] as number));
  return total / (pings.length - 1);
}

/** Megabits per second for `bytes` moved in `ms` milliseconds. */
export function mbps(bytes: number, ms: number): number {
  if (!(ms > 0)) return 0;
  return (bytes * 8) / (ms / 1000) / 1_000_000;
}

export type TransferSample = { bytes: number; ms: number };

/**
 * Throughput of a ladder: only the requests of the largest size reached count (smaller ones
 * are dominated by the round trip and TCP slow start), as bytes × 8 over their total time.
 */
export function ladderMbps(samples: readonly TransferSample[]): number {
  if (samples.length === 0) return 0;
  const top = Math.max(...samples.map((sample) => sample.bytes));
  const final = samples.filter((sample) => sample.bytes === top);
  const bytes = final.reduce((sum, sample) => sum + sample.bytes, 0);
  const ms = final.reduce((sum, sample) => sum + sample.ms, 0);
  return mbps(bytes, ms);
}

/** Request sizes of the ladder, climbed until one request takes at least `targetMs`. */
export const transferLadder = [100_000, 250_000, 1_000_000, 4_000_000, 10_000_000, 25_000_000];

export const ladderRules = {
  /** A request this long ends the climb: it is long enough to measure on its own. */
  targetMs: 1000,
  /** At the top size, further requests until the top size's total time reaches targetMs. */
  maxTopRepeats: 3,
  pings: 10,
} as const;

/** The parallel round after the single-stream ladder (four streams, as browsers' tests use). */
export const parallelRules = { streams: 4 } as const;

/** Where a result bar ends: the share of `scale` (150 Mbps down, 75 up), capped at 100 %. */
export function barPercent(value: number, scale: number): number {
  if (!(value > 0) || !(scale > 0)) return 0;
  return Math.min(100, (value / scale) * 100);
}

/** Rounds for display: one decimal under 100, whole numbers above. */
export function formatMeasure(value: number): string {
  if (!Number.isFinite(value)) return "–";
  return value < 100 ? value.toFixed(1) : Math.round(value).toString();
}
