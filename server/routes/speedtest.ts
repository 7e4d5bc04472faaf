import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { strictRouter } from "./strict-router";
import { speedTestLimits, speedTestRegions } from "~/copy/speed-test-regions";
import type { SpeedTestServer } from "~/copy/speed-test-regions";
import { networkShare, networkTier } from "~/lib/rate-limit/network-tier";
import { clientKey, clientNetworkKey } from "../client-address";
import { HttpError } from "../http-errors";
import { InFlightCounter, MemoryRateLimit, SharedBudget } from "../memory-rate-limit";
import { parseQuery } from "../request-input";
import { onResponseClose } from "../response-close";
import type { ApiDependencies } from "./api-dependencies";
import { TOO_MANY_REQUESTS, toolRateLimit } from "./tool-rate-limit";

/** The upload route, under the router's prefix (/speedtest in server/api-router.ts). */
const UPLOAD_ROUTE = "/upload";
/** The upload path under /api, exempt from the CSRF guard's JSON rule (see server/csrf.ts). */
export const SPEEDTEST_UPLOAD_PATH = `/speedtest${UPLOAD_ROUTE}`;

const MEGABYTE = 1_000_000;
const { maxBytes } = speedTestLimits;

/**
 * Random bytes, made once at the first download and reused: every response is a prefix of
 * one 25 MB crypto-random block, which no compressor can shrink and no cache can reuse.
 */
let randomBlock: Buffer | undefined;
const incompressible = () => (randomBlock ??= randomBytes(maxBytes));

const BYTES_REFUSED = "bytes must be a whole number of at least 1";
const DownloadQuerySchema = z.object({
  bytes: z
    .string({ error: BYTES_REFUSED })
    .regex(/^\d{1,12}$/, BYTES_REFUSED)
    .transform(Number)
    .refine((bytes) => bytes >= 1, BYTES_REFUSED),
});

/** The download's size, at most the 25 MB block; a 400 when `bytes` is not a count. */
function requestedBytes(req: Request): number {
  return Math.min(parseQuery(DownloadQuerySchema, req, BYTES_REFUSED).bytes, maxBytes);
}

function declaredLength(req: Request): number | undefined {
  const header = req.get("content-length");
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

/** Megabytes a request moves, charged against SPEEDTEST_MB_PER_MINUTE before it runs. */
function megabytes(req: Request): number {
  const bytes =
    req.method === "GET"
      ? requestedBytes(req)
      : Math.min(declaredLength(req) ?? maxBytes, maxBytes);
  return Math.max(1, Math.ceil(bytes / MEGABYTE));
}

/** Lets the sites in SPEEDTEST_CORS_ORIGINS use this server as one of their test servers. */
function speedTestCors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins.map((origin) => origin.toLowerCase()));
  return (req, res, next) => {
    const origin = req.get("origin");
    if (origin && allowed.has(origin.toLowerCase())) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
      res.setHeader("Access-Control-Allow-Headers", "Content-Type");
      res.setHeader("Access-Control-Max-Age", "600");
    }
    res.append("Vary", "Origin");
    if (req.method === "OPTIONS") return void res.status(204).end();
    next();
  };
}

/** Bytes each transfer has moved so far: a download's handed to its socket, an upload's read. */
const movedBytes = new WeakMap<Request, number>();
const addMoved = (req: Request, bytes: number) =>
  movedBytes.set(req, (movedBytes.get(req) ?? 0) + bytes);

/** A download's body is written in pieces of this size, each when the client took the last. */
const DOWNLOAD_PIECE = MEGABYTE;

/**
 * Sends `body` at the pace the client reads it, counting what was handed to the socket. Each
 * piece past the first is charged as it is handed over (`chargeMegabyte`; the first was
 * charged to let the download start), so a client that stops reading without hanging up
 * holds only what it took (give or take a piece and the socket's buffers): charged up front,
 * four stalled 25 MB downloads held 100 MB of the global budget for the minute. When a charge
 * is refused, the download is cut off: its length was promised, so it cannot end otherwise.
 */
function sendAtClientPace(
  req: Request,
  res: Response,
  body: Buffer,
  chargeMegabyte: () => boolean,
): void {
  let offset = 0;
  const writeMore = () => {
    while (offset < body.length) {
      if (res.closed) return; // the client left: nothing more to send
      if (offset > 0 && !chargeMegabyte()) return void res.destroy();
      const piece = body.subarray(offset, offset + DOWNLOAD_PIECE);
      offset += piece.length;
      addMoved(req, piece.length);
      if (!res.write(piece)) return void res.once("drain", writeMore);
    }
    res.end();
  };
  writeMore();
}

/** This server's clock in milliseconds, sub-millisecond, comparable between its requests. */
const serverClock = () => performance.timeOrigin + performance.now();

/**
 * The part of an upload the server timed, for the client to time the line by: from the read
 * that took the body past its first quarter (`start`) to the read that took it past fifteen
 * sixteenths (`end`), on this server's clock, and the bytes read in between. The head is not
 * timed: it holds TCP's slow start, and the bytes that queued in the socket while this server
 * had not yet got to the request or was running the rate limiters, which it then reads faster
 * than any line (timed from the request's arrival, a server slow to start reading reported too
 * much). Nor is the tail: a body's last segments can wait tens of milliseconds on the
 * sender's side for reasons that are not the line's (at 400 Mbps on loopback, 41-57 ms in four
 * uploads of six, a tenth of a 25 MB upload's time; docs/performance.md).
 */
export type UploadWindow = { start: number; end: number; bytes: number };

/** The timed part of a declared body, as shares of its length (see UploadWindow). */
const TIMED_PART = { from: 1 / 4, to: 15 / 16 } as const;

/** When (server clock) a read took the body to `received` bytes. */
type Mark = { at: number; received: number };

const UPLOAD_CUT_OFF = "The upload ended before its body did";
/** The 503s when the global budget, or the network's share of it, is spent. */
const AT_CAPACITY = {
  all: "The speed test server is at capacity. Please try again in a minute.",
  network: "The speed test server is at capacity for your network. Please try again in a minute.",
};

/**
 * Reads and discards the upload, counting it; more than the cap answers 413. Each megabyte
 * past the first is charged as it arrives (`chargeMegabyte`; the first was charged to let the
 * upload start): when that is refused, 503. The window is there when the body's length was
 * declared (a browser's Blob upload always declares it). A visitor who leaves mid-upload (a
 * closed tab) is no server error: a quiet 400 nobody reads.
 */
function discardBody(
  req: Request,
  chargeMegabyte: () => ReturnType<SharedBudget["take"]>,
): Promise<{ received: number; window?: UploadWindow }> {
  // Gone already (during the rate limits), or read already (a body parser in front of this
  // route): waiting for its events would never end.
  if (req.destroyed) return Promise.reject(new HttpError(400, UPLOAD_CUT_OFF));
  if (req.readableEnded) return Promise.reject(new Error("The upload's body was read before"));
  const declared = declaredLength(req);
  return new Promise((resolve, reject) => {
    let received = 0;
    let charged = 1;
    let refused = false;
    const refuse = (error: HttpError) => {
      refused = true;
      req.pause();
      reject(error);
    };
    let from: Mark | undefined;
    let to: Mark | undefined;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      received += chunk.length;
      addMoved(req, chunk.length);
      if (received > maxBytes) {
        return refuse(new HttpError(413, `Uploads are limited to ${maxBytes / MEGABYTE} MB`));
      }
      for (; received > charged * MEGABYTE; charged++) {
        const { refusedBy } = chargeMegabyte();
        if (refusedBy) return refuse(new HttpError(503, AT_CAPACITY[refusedBy]));
      }
      if (declared === undefined) return;
      if (!from && received >= declared * TIMED_PART.from) from = { at: serverClock(), received };
      if (!to && received >= declared * TIMED_PART.to) to = { at: serverClock(), received };
    });
    req.on("end", () => {
      const window = from &&
        to && { start: from.at, end: to.at, bytes: to.received - from.received };
      resolve({ received, window });
    });
    req.on("error", (error) => {
      reject(req.destroyed ? new HttpError(400, UPLOAD_CUT_OFF) : error);
    });
  });
}

/**
 * The speed test's endpoints, measured as LibreSpeed and Cloudflare's test measure: a tiny
 * ping, downloads of incompressible bytes, and uploads read and thrown away. Every request
 * counts against SPEEDTEST_RATE_LIMIT and its megabytes against SPEEDTEST_MB_PER_MINUTE, so
 * nobody can make the server send or take unbounded data.
 */
export function speedTestRouter({ database, env, clock }: ApiDependencies): Router {
  const router = strictRouter();
  const requests = toolRateLimit({ database, clock }, "speedtest", env.SPEEDTEST_RATE_LIMIT);
  const volume = toolRateLimit({ database, clock }, "speedtest-mb", env.SPEEDTEST_MB_PER_MINUTE, {
    cost: megabytes,
  });
  // Ping is timed by the visitor: a database write per ping would be measured as latency.
  // Its network tier counts only what the client's own limit let through (decision 031).
  // A full table forgets its oldest window: the keys of many /64s must not lock out others.
  const pings = new MemoryRateLimit(env.SPEEDTEST_RATE_LIMIT, 60_000, { whenFull: "forgetOldest" });
  const networkPings = new MemoryRateLimit(networkTier(env.SPEEDTEST_RATE_LIMIT), 60_000, {
    whenFull: "forgetOldest",
  });
  const pingLimit: RequestHandler = (req, res, next) => {
    let decision = pings.take(clientKey(req));
    let refusedBy: keyof typeof TOO_MANY_REQUESTS = "client";
    if (decision.allowed) {
      decision = networkPings.take(clientNetworkKey(req));
      refusedBy = "network";
    }
    if (decision.allowed) return next();
    res.setHeader("Retry-After", String(decision.retryAfterSeconds));
    next(new HttpError(429, TOO_MANY_REQUESTS[refusedBy]));
  };
  // All clients together, per instance: the server's uplink is not sold N times over; and
  // one network (a /48's hundreds of /64s) gets at most a quarter of it (decision 031).
  const globalVolume = new SharedBudget(
    env.SPEEDTEST_GLOBAL_MB_PER_MINUTE,
    networkShare(env.SPEEDTEST_GLOBAL_MB_PER_MINUTE, env.SPEEDTEST_MB_PER_MINUTE),
    60_000,
  );
  const transfers = new InFlightCounter(env.SPEEDTEST_MAX_TRANSFERS_PER_CLIENT);
  /**
   * Takes a megabyte of the request's network from the global budget; when it cannot, tells
   * the client when to retry.
   */
  const takeGlobal = (req: Request, res: Response) => {
    const decision = globalVolume.take(clientNetworkKey(req), 1);
    if (!decision.allowed) res.setHeader("Retry-After", String(decision.retryAfterSeconds));
    return decision;
  };
  /**
   * One client's concurrent transfers, then the global budget; the slot ends with the response.
   * A transfer is charged its first megabyte, and each further one as it is sent
   * (sendAtClientPace) or arrives (discardBody): charged what they asked for or declared,
   * transfers that then moved nothing held everyone's budget (60 addresses, 4 uploads each
   * declaring 25 MB, used up 6000 MB; downloads read no further than their first bytes did
   * the same).
   */
  const transferGate: RequestHandler = (req, res, next) => {
    const release = transfers.acquire(clientKey(req));
    if (!release) {
      return next(
        new HttpError(
          429,
          `At most ${transfers.limit} speed-test transfers at once per visitor. Please wait for the others to finish.`,
        ),
      );
    }
    onResponseClose(res, release);
    const decision = takeGlobal(req, res);
    if (decision.refusedBy) return next(new HttpError(503, AT_CAPACITY[decision.refusedBy]));
    // A transfer that moved nothing gives its first megabyte back: uploads that sent nothing,
    // or downloads dropped before a byte was handed over, must not use up everyone's budget.
    onResponseClose(res, () => {
      if (!movedBytes.get(req)) decision.giveBack?.(1);
    });
    next();
  };
  router.use(speedTestCors(env.SPEEDTEST_CORS_ORIGINS));

  router.get("/servers", (_req, res) => {
    const servers: SpeedTestServer[] = speedTestRegions.map((region) => ({
      ...region,
      testServer: env.SPEEDTEST_SERVERS[region.code] ?? "",
    }));
    res.json(servers);
  });

  router.get("/ping", pingLimit, (_req, res) => {
    res.status(204).end();
  });

  // A HEAD would be charged the bytes it asks for and move none of them.
  router.head("/download", (_req, res, next) => {
    res.setHeader("Allow", "GET");
    next(new HttpError(405, "Download with GET"));
  });
  router.get(
    "/download",
    (req, _res, next) => (requestedBytes(req), next()),
    requests,
    volume,
    transferGate,
    (req, res) => {
      const bytes = requestedBytes(req);
      // no-transform keeps the compression middleware (and any proxy) off these bytes.
      res.setHeader("Cache-Control", "no-store, no-transform");
      res.setHeader("Content-Type", "application/octet-stream");
      res.setHeader("Content-Length", String(bytes));
      const network = clientNetworkKey(req);
      // The headers are sent by the second piece: no Retry-After can be set then.
      sendAtClientPace(req, res, incompressible().subarray(0, bytes), () => {
        return globalVolume.take(network, 1).allowed;
      });
    },
  );

  router.post(
    UPLOAD_ROUTE,
    (req, _res, next) => {
      const declared = declaredLength(req);
      if (declared !== undefined && declared > maxBytes) {
        return next(new HttpError(413, `Uploads are limited to ${maxBytes / MEGABYTE} MB`));
      }
      next();
    },
    requests,
    volume,
    transferGate,
    async (req, res) => {
      const { received, window } = await discardBody(req, () => takeGlobal(req, res));
      res.json({ bytes: received, window });
    },
  );

  return router;
}
