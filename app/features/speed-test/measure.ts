/**
 * The speed test's measurements, shared by the page and scripts/bench-speedtest.mjs: the
 * network (`fetch`) and the clock (`now`) are parameters, and imports stay relative so the
 * benchmark can load this file outside the app's build.
 */
import {
  type TransferSample,
  jitter,
  ladderMbps,
  ladderRules,
  median,
  transferLadder,
} from "./stats";

export type MeasureDeps = {
  fetch: typeof fetch;
  now: () => number;
  signal?: AbortSignal;
  /** Extra request headers (the benchmark names its Origin; browsers send their own). */
  headers?: Record<string, string>;
};

export type Phase = "ping" | "download" | "upload";

export type RegionMeasurement = {
  /** Median round trip, ms. */
  ping: number;
  jitter: number;
  /** Mbps. */
  download: number;
  upload: number;
};

const url = (base: string, path: string) => `${base.replace(/\/+$/, "")}/api/speedtest/${path}`;

async function ensureOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => "");
  throw new Error(`${response.status}: ${text || response.statusText}`);
}

/** Round trips to the ping endpoint; one extra first request opens the connection and is dropped. */
export async function measurePings(
  base: string,
  deps: MeasureDeps,
  count: number = ladderRules.pings,
) {
  const pings: number[] = [];
  for (let i = 0; i <= count; i++) {
    const start = deps.now();
    const response = await deps.fetch(`${url(base, "ping")}?n=${i}`, {
      cache: "no-store",
      signal: deps.signal,
      headers: deps.headers,
    });
    await ensureOk(response);
    await response.arrayBuffer();
    if (i > 0) pings.push(deps.now() - start);
  }
  return pings;
}

/**
 * One download of `size` bytes, timed as Cloudflare's test times it: from the first body
 * bytes to the last, so the request's round trip and the server's work before answering
 * (the rate limiter's database writes) do not count as transfer time. The bytes of the first
 * chunk arrived before the clock started and are not counted either.
 */
export async function timedDownload(base: string, size: number, deps: MeasureDeps) {
  const requested = deps.now();
  const response = await ensureOk(
    await deps.fetch(`${url(base, "download")}?bytes=${size}`, {
      cache: "no-store",
      signal: deps.signal,
      headers: deps.headers,
    }),
  );
  const reader = response.body?.getReader();
  if (!reader) throw new Error("The download answer has no body");
  const first = await reader.read();
  const start = deps.now();
  let bytes = 0;
  if (first.done) return { bytes: 0, ms: deps.now() - requested } satisfies TransferSample;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
  }
  // A body that came in one piece has no transfer time of its own: count the whole request.
  if (bytes === 0) {
    return { bytes: first.value.byteLength, ms: deps.now() - requested } satisfies TransferSample;
  }
  return { bytes, ms: deps.now() - start } satisfies TransferSample;
}

let uploadBlock: Uint8Array<ArrayBuffer> | undefined;

/** Random bytes for uploads, made once (getRandomValues fills at most 64 KiB per call). */
function uploadBody(size: number): Uint8Array<ArrayBuffer> {
  const top = transferLadder[transferLadder.length - 1] as number;
  if (!uploadBlock) {
    uploadBlock = new Uint8Array(top);
    for (let offset = 0; offset < top; offset += 65_536) {
      globalThis.crypto.getRandomValues(
        uploadBlock.subarray(offset, Math.min(top, offset + 65_536)),
      );
    }
  }
  return uploadBlock.subarray(0, Math.min(size, top));
}

/** One upload of `size` bytes, timed until the server has read them all and answered. */
export async function timedUpload(base: string, size: number, deps: MeasureDeps) {
  // A Blob, made before the clock starts: browsers send it from blob storage, much faster
  // than copying a typed array into the request (about 3× on Chromium for 1–4 MB).
  const body = new Blob([uploadBody(size)]);
  const start = deps.now();
  const response = await ensureOk(
    await deps.fetch(url(base, "upload"), {
      method: "POST",
      body,
      cache: "no-store",
      signal: deps.signal,
      headers: { "Content-Type": "application/octet-stream", ...deps.headers },
    }),
  );
  await response.arrayBuffer();
  return { bytes: body.size, ms: deps.now() - start } satisfies TransferSample;
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

/** Measures one test server: pings, then download, then upload. */
export async function measureRegion(
  base: string,
  deps: MeasureDeps,
  onPhase: (phase: Phase) => void = () => {},
): Promise<RegionMeasurement> {
  onPhase("ping");
  const pings = await measurePings(base, deps);
  onPhase("download");
  const down = await climbLadder((size) => timedDownload(base, size, deps));
  onPhase("upload");
  const up = await climbLadder((size) => timedUpload(base, size, deps));
  return {
    ping: median(pings),
    jitter: jitter(pings),
    download: ladderMbps(down),
    upload: ladderMbps(up),
  };
}
