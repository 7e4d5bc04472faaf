import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { ProxyRefusal } from "./target-url";

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip());
  if (encoding === "deflate") return response.pipe(createInflate());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  return response;
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
 * calls `tooSlow`, which aborts the request: a slow site cannot hold a slot for long.
 */
export async function readBody(
  response: IncomingMessage,
  limits: BodyLimits,
  tooSlow: () => void,
): Promise<Buffer> {
  const { maxBytes } = limits;
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const stream = decoded(response);
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
    throw error;
  } finally {
    clearInterval(rateCheck);
  }
  return Buffer.concat(chunks);
}
