import { type Server, type ServerResponse, createServer } from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";
import { normalizeAddress } from "~/lib/net/ip-address";
import { limitKeysOf, networkTier } from "~/lib/rate-limit/network-tier";
import { TieredInFlight } from "./memory-rate-limit";
import { limitRequestBody } from "./request-bodies";

/**
 * Limits on connections, applied before any request is read. Node's defaults let a client
 * hold any number of connections and take 60 s (checked every 30 s) to send its headers, so a
 * few thousand sockets that dribble their headers (slowloris) from one address could hold
 * every file descriptor the process has, and everyone else would be refused.
 */
export const CONNECTION_LIMITS = {
  /**
   * Connections one client (an IPv4 address, an IPv6 /64) may hold open at once. A browser
   * opens at most six per host; this leaves room for many behind one NAT.
   */
  perClient: 256,
  /**
   * Connections one network (an IPv4 address, an IPv6 /48) may hold open at once: the
   * network tier of perClient (decision 031), so the 65,536 /64s of one /48 cannot hold 16
   * million, and a carrier's crowd behind one /48 still gets sixteen NAT addresses' worth.
   */
  perNetwork: networkTier(256),
  /** Time a connection has to send a request's headers. */
  headersTimeoutMs: 20_000,
  /** How often that deadline, and a body's idle time, is checked. */
  checkEveryMs: 2_000,
  /**
   * How long a request's body may stop arriving before the request is ended (408) and its
   * connection closed (server/request-bodies.ts). Longer than TCP's first retransmissions
   * (1 + 2 + 4 s) on a line that drops packets; a line that moves nothing for this long is not
   * one a speed test can measure. A slow line keeps sending and is not cut.
   */
  bodyIdleMs: 10_000,
  /**
   * Time to receive a whole request, headers and body (Node's requestTimeout, 300 s by default):
   * what bounds a body that keeps trickling. The slowest request the site's pages make is a
   * speed-test upload one step up the size ladder from one that took under a second (at most
   * 4 times its size): seconds on any line. 120 s also fits a 25 MB upload (the cap) down to
   * 1.7 Mbit/s, and a megabyte at 64 KB/s (16 s).
   */
  requestTimeoutMs: 120_000,
  /**
   * How long an answer's bytes may wait for a client that takes none of them before the
   * connection is closed (up to twice this: see endStalledAnswer): a client that stops
   * reading without hanging up held it for ever, with whatever stood behind it (a speed-test
   * transfer, a proxied page, a file stream).
   */
  writeStallMs: 30_000,
};

export type ConnectionLimits = typeof CONNECTION_LIMITS;

/** The HTTP server for `app`, with the header and request deadlines (pass it to listen). */
export function createHttpServer(app: Express, limits: ConnectionLimits = CONNECTION_LIMITS) {
  return createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    app,
  );
}

/**
 * Ends `res` once its bytes have waited `stallMs` for a client that reads none of them. The
 * socket's timeout counts time without a read or a finished write; when it runs out with
 * bytes still waiting, the client has taken nothing for that long. (Node gives one more
 * period to a write whose queue moved since it was made, which a streamed answer's last write
 * usually has: measured, a paused 25 MB download ends after twice `stallMs`.) With nothing
 * waiting the server is still at work (a generation that waits on a language model, say): the
 * answer is left alone, and the next write starts the count again. This replaces the idle
 * timeout of the connection before its first request (set on "connection" below); after an
 * answer, Node sets its keep-alive timeout itself.
 */
function endStalledAnswer(res: ServerResponse, stallMs: number): void {
  res.setTimeout(stallMs, () => {
    if ((res.socket?.writableLength ?? 0) > 0) res.destroy();
  });
}

/**
 * Closes a connection that sends nothing for `headersTimeoutMs` before its first request (the
 * header deadline only starts with the first byte), and refuses (closes at once) one past the
 * client's `perClient` open ones or its network's `perNetwork`. A reverse proxy that TRUST_PROXY names by address is not
 * counted: it carries many clients, and must cap them itself (docs/operations.md). Each
 * request's body is limited too (limitRequestBody).
 */
export function limitConnections(
  server: Server,
  isTrustedProxy: (address: string) => boolean,
  limits: ConnectionLimits = CONNECTION_LIMITS,
): void {
  const open = new TieredInFlight(limits.perClient, limits.perNetwork);
  // Before the app's listener: a route may answer within it, synchronously.
  server.prependListener("request", (req, res) => {
    endStalledAnswer(res, limits.writeStallMs);
    limitRequestBody(req, res, limits);
  });
  server.on("connection", (socket: Socket) => {
    socket.setTimeout(limits.headersTimeoutMs);
    const address = normalizeAddress(socket.remoteAddress ?? "");
    if (isTrustedProxy(address)) return;
    holdConnection(socket, open, address);
  });
}

/**
 * Counts `socket` in `open` under its client's and its network's keys until it closes, or
 * closes it at once if either is full. Returns whether it was let in.
 */
export function holdConnection(socket: Socket, open: TieredInFlight, address: string): boolean {
  const release = open.acquire(limitKeysOf(address));
  if (!release) {
    socket.destroy();
    return false;
  }
  socket.once("close", release);
  return true;
}
