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

/**
 * The part of one upload the test server timed: from the read that took the body past its
 * first quarter to the read that took it past fifteen sixteenths, in milliseconds on the
 * server's clock, and the bytes it read in between (see server/routes/speedtest.ts). Nothing
 * the client does before the first byte leaves, no round trip, no server work before or after
 * and no stall of the body's last segments is in it.
 */
export type ServerWindow = { start: number; end: number; bytes: number };

type Transfer = (
  size: number,
) => Promise<TransferSample & { received: number; window?: ServerWindow }>;

/**
 * The server's windows of one upload or of a parallel round's uploads, when they can time the
 * line: well formed; spanning no longer than `elapsedMs`, the client's own time for the same
 * requests (the server's part of a request lies inside it, so a longer one means clocks that
 * do not agree, as two instances' might); and at least a quarter of it, since a proxy in
 * front that buffers whole request bodies (which docs/operations.md forbids) would show the
 * server only its own fast hop. Their bytes over the span from the first start to the last end.
 */
export function serverTiming(
  windows: readonly (ServerWindow | undefined)[],
  elapsedMs: number,
): TransferSample | null {
  if (windows.length === 0) return null;
  let start = Infinity;
  let end = -Infinity;
  let bytes = 0;
  for (const window of windows) {
    if (!window || !(window.end > window.start) || !(window.bytes > 0)) return null;
    start = Math.min(start, window.start);
    end = Math.max(end, window.end);
    bytes += window.bytes;
  }
  const ms = end - start;
  if (!Number.isFinite(ms) || ms > elapsedMs || ms < elapsedMs / 4) return null;
  return { bytes, ms };
}

/** A well-formed `window` from an upload's answer, or undefined. */
export function readServerWindow(answer: unknown): ServerWindow | undefined {
  const window = (answer as { window?: unknown } | null)?.window as
    Record<string, unknown> | undefined;
  if (!window || typeof window !== "object") return undefined;
  const { start, end, bytes } = window;
  if (typeof start !== "number" || typeof end !== "number" || typeof bytes !== "number") {
    return undefined;
  }
  if (![start, end, bytes].every(Number.isFinite)) return undefined;
  return { start, end, bytes };
}

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
 * `streams` transfers of `size` at once. Uploads the server timed, all of them: the bytes it
 * timed over the span from the first stream's window start to the last stream's window end.
 * Otherwise every byte over the wall-clock time of all of them, less one request's overhead
 * (they start together, so they pay it once).
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
  const elapsed = now() - start;
  const timed = serverTiming(
    results.map((result) => result.window),
    elapsed,
  );
  if (timed) return mbps(timed.bytes, timed.ms);
  return mbps(
    results.reduce((sum, result) => sum + result.received, 0),
    lessOverhead(elapsed, overheadMs),
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
