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

/**
 * Reads a response body, decompressed, and gives up past `maxBytes` (counted after
 * decompression, so a small compressed bomb cannot fill memory).
 */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    response.destroy();
    stream.destroy();
    throw error;
  }
  return Buffer.concat(chunks);
}
