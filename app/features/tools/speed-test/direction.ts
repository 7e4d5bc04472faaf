/**
 * One direction of the speed test: the single-stream ladder, then one round of parallel
 * streams. When one stream cannot fill the line (a long round trip, per-request overhead, a
 * slow client), the streams together move more, and that figure is the line's. Imports stay
 * relative: scripts/bench-speedtest.mjs loads this outside the app's build.
 */
import {
  type TransferSample,
  ladderMbps,
  ladderRules,
  mbps,
  parallelRules,
  transferLadder,
} from "./stats";

type Transfer = (size: number) => Promise<TransferSample & { received: number }>;

/**
 * Climbs the ladder of sizes after one warm-up request (not counted) until a request takes
 * at least targetMs; at the top size, repeats until the top size's time reaches targetMs.
 */
export async function climbLadder(
  transfer: (size: number) => Promise<TransferSample>,
): Promise<TransferSample[]> {
  const top = transferLadder[transferLadder.length - 1] as number;
  await transfer(transferLadder[0] as number);
  const samples: TransferSample[] = [];
  for (const size of transferLadder) {
    const sample = await transfer(size);
    samples.push(sample);
    if (sample.ms >= ladderRules.targetMs) return samples;
  }
  let topMs = samples[samples.length - 1]?.ms ?? 0;
  for (let i = 0; i < ladderRules.maxTopRepeats && topMs < ladderRules.targetMs; i++) {
    const sample = await transfer(top);
    samples.push(sample);
    topMs += sample.ms;
  }
  return samples;
}

/** Per-stream size of the parallel round: half the ladder's last size, so a filled line takes ~2 s. */
export function parallelSize(samples: readonly TransferSample[]): number {
  const last = samples[samples.length - 1]?.bytes ?? (transferLadder[0] as number);
  return Math.max(transferLadder[0] as number, Math.round(last / 2));
}

/** `elapsed` less one request's overhead (round trip and server work), at most half of it. */
export function lessOverhead(elapsed: number, overheadMs: number): number {
  return elapsed - Math.min(Math.max(overheadMs, 0) || 0, elapsed / 2);
}

/**
 * `streams` transfers of `size` at once: every byte over the wall-clock time of all of them,
 * less one request's overhead (they start together, so they pay it once).
 */
export async function parallelRound(
  transfer: Transfer,
  size: number,
  streams: number,
  now: () => number,
  overheadMs = 0,
): Promise<number> {
  const start = now();
  const results = await Promise.all(Array.from({ length: streams }, () => transfer(size)));
  return mbps(
    results.reduce((sum, result) => sum + result.received, 0),
    lessOverhead(now() - start, overheadMs),
  );
}

export async function measureDirection(
  transfer: Transfer,
  now: () => number,
  overheadMs = 0,
): Promise<{ mbps: number; streams: number }> {
  const samples = await climbLadder(transfer);
  const single = ladderMbps(samples);
  const { streams } = parallelRules;
  const size = parallelSize(samples);
  const parallel = await parallelRound(transfer, size, streams, now, overheadMs);
  return parallel > single ? { mbps: parallel, streams } : { mbps: single, streams: 1 };
}
