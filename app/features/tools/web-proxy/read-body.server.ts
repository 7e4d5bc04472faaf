import type { IncomingMessage } from "node:http";
import { type Readable, type Transform, pipeline } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { ProxyRefusal } from "./target-url";

const unreadable = () =>
  new ProxyRefusal(502, "The site compressed its page in a way the proxy cannot read.");

function decompressor(response: IncomingMessage): Transform | null {
  const encoding = String(response.headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return createGunzip();
  if (encoding === "deflate") return createInflate();
  if (encoding === "br") return createBrotliDecompress();
  if (encoding === "identity" || encoding === "") return null;
  // Two codings in a row, zstd, anything else: passed on as it came, it was served as garbage.
  throw unreadable();
}

type Decoded = {
  body: Readable;
  /** Whether reading failed because the decompressor could not read the bytes. */
  undecodable: () => boolean;
};

/**
 * The body as read: decompressed through `pipeline`, not `pipe`, so that the upstream's error
 * or early close reaches the reader (with `pipe` a compressed body cut off or aborted left the
 * read waiting for ever, and its proxy slot held).
 */
function decoded(response: IncomingMessage): Decoded {
  const inflate = decompressor(response);
  if (!inflate) return { body: response, undecodable: () => false };
  // Listening before `pipeline` does, this runs before the failure spreads: a response
  // without an error of its own means the decompressor failed first (raw deflate, damaged
  // bytes), not the connection.
  let failed = false;
  inflate.once("error", () => {
    failed = response.errored === null;
  });
  return { body: pipeline(response, inflate, () => {}), undecodable: () => failed };
}

export function tooLarge(maxBytes: number): ProxyRefusal {
  return new ProxyRefusal(
    502,
    `The page is larger than ${maxBytes / 1_000_000} MB, the proxy's limit.`,
  );
}

export type BodyLimits = { maxBytes: number; minBytesPerSecond: number; rateWindowMs: number };

/**
 * Reads a response body, decompressed, and gives up past `maxBytes` (counted after
 * decompression, so a small compressed bomb cannot fill memory). A body that arrives
 * slower than `minBytesPerSecond` over a whole `rateWindowMs` (a trickling upstream)
 * calls `tooSlow`, which aborts `signal`: a slow site cannot hold a slot for long. Whatever
 * aborts `signal` (that, the total time limit, the visitor leaving) ends the read at once.
 */
export async function readBody(
  response: IncomingMessage,
  limits: BodyLimits,
  signal: AbortSignal,
  tooSlow: () => void,
): Promise<Buffer> {
  const { maxBytes } = limits;
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  let decoding: Decoded;
  try {
    decoding = decoded(response);
  } catch (error) {
    response.destroy();
    throw error;
  }
  const stream = decoding.body;
  const stop = () => stream.destroy(new Error("aborted"));
  signal.addEventListener("abort", stop);
  if (signal.aborted) stop();
  let windowBytes = 0;
  const needed = (limits.minBytesPerSecond * limits.rateWindowMs) / 1000;
  const rateCheck = setInterval(() => {
    if (windowBytes < needed) tooSlow();
    windowBytes = 0;
  }, limits.rateWindowMs);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      windowBytes += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    response.destroy();
    stream.destroy();
    if (!signal.aborted && decoding.undecodable()) throw unreadable();
    throw error;
  } finally {
    clearInterval(rateCheck);
    signal.removeEventListener("abort", stop);
  }
  return Buffer.concat(chunks);
}
