import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { HttpError } from "../http-errors";

/**
 * One static resource in every encoding the build wrote for it (decision 021): the server
 * sends the bytes the build compressed instead of compressing per request.
 */
export type EncodedBody = {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Strong validator of the content; each encoding's ETag adds a suffix to it. */
  tag: string;
};

export type Encoding = "br" | "gzip" | "identity";

/**
 * Marks a response whose encoding the build chose (a precompressed copy, or identity for a
 * client that accepts neither): the compression middleware leaves it as it is. Compressed
 * per request, it would share the identity copy's strong ETag, disagree with HEAD, and give
 * ranges counted in bytes it no longer sends.
 */
export function markBuildEncoded(res: Response): void {
  res.locals.buildEncoded = true;
}

export function isBuildEncoded(res: Response): boolean {
  return res.locals.buildEncoded === true;
}

export function encodedBody(
  identity: Buffer,
  encoded: { br?: Buffer; gzip?: Buffer },
): EncodedBody {
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { identity, ...encoded, tag };
}

/** A representation's ETag: byte-different encodings must not share a strong validator. */
export function etagOf(body: EncodedBody, encoding: Encoding): string {
  return encoding === "identity"
    ? `"${body.tag}"`
    : `"${body.tag}-${encoding === "br" ? "br" : "gz"}"`;
}

/**
 * The encoding to send among those available, by the client's q-values (RFC 9110 §12.5.3);
 * on a tie the smaller, brotli, wins whatever order the client listed them in (browsers
 * send "gzip, deflate, br"). Identity when nothing else is acceptable.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<"br" | "gzip">,
): Encoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]).find((w) => w !== undefined);
    if (name) q.set(name.trim(), weight === undefined ? 1 : qValue(weight));
  }
  const weightOf = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const name of ["br", "gzip"] as const) {
    if (available.has(name) && weightOf(name) > bestWeight) {
      best = name;
      bestWeight = weightOf(name);
    }
  }
  return best;
}

/** A q-value (RFC 9110 §12.4.2: 0 to 1, at most three decimals); anything else is 0. */
function qValue(text: string): number {
  return /^\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.test(text) ? Number(text) : 0;
}

function chooseEncoding(req: Request, body: EncodedBody): Encoding {
  const available = new Set<"br" | "gzip">();
  if (body.br) available.add("br");
  if (body.gzip) available.add("gzip");
  return preferredEncoding(req.headers["accept-encoding"], available);
}

/**
 * If-None-Match holds the tags of what the client has, compared weakly (RFC 9110 §13.1.2), and
 * only the representation about to be sent can match: a client, or a cache listing every copy
 * it keeps, that names the gzip or plain copy's tag while this answer would be brotli does not
 * hold these bytes, and a 304 would have it keep, or hand on, a copy it never got.
 */
function notModified(req: Request, tag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((candidate) => candidate.trim().replace(/^W\//, ""))
    .some((candidate) => candidate === "*" || candidate === tag);
}

/**
 * If-Match holds when it names the representation about to be sent, by strong comparison
 * (RFC 9110 §13.1.1): a weak tag, or another encoding's, names other bytes. Files from the
 * build are held to it by `send`; a page was sent whatever the header said.
 */
function ifMatchHolds(req: Request, tag: string): boolean {
  const header = req.headers["if-match"];
  if (header === undefined) return true;
  return header
    .split(",")
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === "*" || candidate === tag);
}

/**
 * Sends `body` negotiated on Accept-Encoding, with its ETag; 304 when the client has it, a 412
 * (through `next`, as any error) when it asks for another version.
 */
export function sendEncodedBody(
  req: Request,
  res: Response,
  next: NextFunction,
  body: EncodedBody,
): void {
  markBuildEncoded(res);
  const encoding = chooseEncoding(req, body);
  res.setHeader("Vary", "Accept-Encoding");
  const tag = etagOf(body, encoding);
  if (!ifMatchHolds(req, tag)) {
    return next(new HttpError(412, "Precondition failed"));
  }
  res.setHeader("ETag", tag);
  if (notModified(req, tag)) {
    res.status(304).end();
    return;
  }
  const bytes = body[encoding] ?? body.identity;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
