/**
 * The speed test's measurements, shared by the page and scripts/bench-speedtest.mjs: the
 * network (`fetch`) and the clock (`now`) are parameters, and imports stay relative so the
 * benchmark can load this file outside the app's build.
 */
import {
  type ServerWindow,
  lessOverhead,
  measureDirection,
  readServerWindow,
  serverTiming,
} from "./direction";
import { ApiError } from "../../../lib/api-client/api-client";
import { type TransferSample, jitter, ladderRules, median, transferLadder } from "./stats";
import { withoutTrailing } from "~/lib/text/without-trailing";

export type MeasureDeps = {
  fetch: typeof fetch;
  now: () => number;
  signal?: AbortSignal;
  /** Extra request headers (the benchmark names its Origin; browsers send their own). */
  headers?: Record<string, string>;
  /** Told of bytes as they move, for the live Mbps figure. */
  onBytes?: (bytes: number) => void;
  /**
   * The browser's Resource Timing of a finished request (responseStart to responseEnd), when
   * it has one: the network stack's own clock, closer to the wire than a script's.
   */
  resourceTiming?: (url: string) => { start: number; end: number } | null;
};

export type Phase = "ping" | "download" | "upload";

export type RegionMeasurement = {
  /** Median round trip, ms. */
  ping: number;
  jitter: number;
  /** Mbps. */
  download: number;
  upload: number;
  /** Parallel streams the figures were measured with (1 when one stream filled the line). */
  downloadStreams: number;
  uploadStreams: number;
};

/**
 * A request that failed before any answer (a kept-alive connection the server had just
 * closed: parallel streams leave idle connections behind) is sent once more, as browsers do
 * for idempotent requests; an HTTP error or an abort is not retried.
 */
async function send(deps: MeasureDeps, target: string, init: RequestInit): Promise<Response> {
  try {
    return await deps.fetch(target, init);
  } catch (error) {
    if (deps.signal?.aborted || !(error instanceof TypeError)) throw error;
    return deps.fetch(target, init);
  }
}

/** Unique URLs, so each request has its own Resource Timing entry and no cache can answer. */
let sequence = 0;

const url = (base: string, path: string) => `${withoutTrailing(base, "/")}/api/speedtest/${path}`;

async function ensureOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = await response.text().catch(() => "");
  throw new ApiError(response.status, text, response.statusText);
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
export async function timedDownload(
  base: string,
  size: number,
  deps: MeasureDeps,
): Promise<TransferSample & { received: number }> {
  const requested = deps.now();
  const target = `${url(base, "download")}?bytes=${size}&n=${sequence++}`;
  const response = await ensureOk(
    await send(deps, target, {
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
  if (first.done) return { bytes: 0, ms: deps.now() - requested, received: 0 };
  deps.onBytes?.(first.value.byteLength);
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    deps.onBytes?.(chunk.value.byteLength);
  }
  const received = bytes + first.value.byteLength;
  const timing = deps.resourceTiming?.(target);
  if (timing && timing.end > timing.start) {
    return { bytes: received, ms: timing.end - timing.start, received };
  }
  // A body that came in one piece has no transfer time of its own: count the whole request.
  if (bytes === 0) return { bytes: received, ms: deps.now() - requested, received };
  return { bytes, ms: deps.now() - start, received };
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

/**
 * One upload of `size` bytes. Timed by the server's window when it answers one that agrees
 * with the client's clock (see `serverTiming`): the bytes between the body's first quarter and
 * its last sixteenth over the time they took to arrive, so the time the client spends before
 * its first byte leaves (Node's fetch copies a Blob whole before sending it), the round trip
 * and the server's work before and after do not count. Otherwise timed until the server has read it all and
 * answered, less `overheadMs`: one request's round trip and server work, as the pings
 * measured it (an upload's answer can only come back after them), at most half the time.
 */
export async function timedUpload(
  base: string,
  size: number,
  deps: MeasureDeps,
  overheadMs = 0,
): Promise<TransferSample & { received: number; window?: ServerWindow }> {
  // A Blob, made before the clock starts: browsers send it from blob storage, much faster
  // than copying a typed array into the request (about 3× on Chromium for 1–4 MB).
  const body = new Blob([uploadBody(size)]);
  const start = deps.now();
  const response = await ensureOk(
    await send(deps, url(base, "upload"), {
      method: "POST",
      body,
      cache: "no-store",
      signal: deps.signal,
      headers: { "Content-Type": "application/octet-stream", ...deps.headers },
    }),
  );
  const text = await response.text();
  const elapsed = deps.now() - start;
  deps.onBytes?.(body.size);
  let answer: unknown = null;
  try {
    answer = JSON.parse(text);
  } catch {
    // An answer without a window: timed by the client alone.
  }
  const window = readServerWindow(answer);
  const timed = serverTiming([window], elapsed);
  if (timed && window) return { ...timed, received: body.size, window };
  return { bytes: body.size, ms: lessOverhead(elapsed, overheadMs), received: body.size };
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
  const ping = median(pings);
  // The fastest round trip, not the median: on a busy server a slow ping would take more off
  // a transfer than its own overhead was, and report a rate above the line's.
  const overhead = Math.min(...pings);
  const down = await measureDirection(
    (size) => timedDownload(base, size, deps),
    deps.now,
    overhead,
  );
  onPhase("upload");
  const up = await measureDirection(
    (size) => timedUpload(base, size, deps, overhead),
    deps.now,
    overhead,
  );
  return {
    ping,
    jitter: jitter(pings),
    download: down.mbps,
    upload: up.mbps,
    downloadStreams: down.streams,
    uploadStreams: up.streams,
  };
}
