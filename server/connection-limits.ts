import { type Server, type ServerResponse, createServer } from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";
import { clientLimitKey, normalizeAddress } from "~/lib/net/ip-address";

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
  /** Time a connection has to send a request's headers. */
  headersTimeoutMs: 20_000,
  /** How often that deadline is checked. */
  checkEveryMs: 2_000,
  /**
   * How long an answer's bytes may wait for a client that takes none of them before the
   * connection is closed (up to twice this: see endStalledAnswer): a client that stops
   * reading without hanging up held it for ever, with whatever stood behind it (a speed-test
   * transfer, a proxied page, a file stream).
   */
  writeStallMs: 30_000,
};

export type ConnectionLimits = typeof CONNECTION_LIMITS;

/** The HTTP server for `app`, with the header deadline (pass it to listen). */
export function createHttpServer(app: Express, limits: ConnectionLimits = CONNECTION_LIMITS) {
  return createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
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
 * client's `perClient` open ones. A reverse proxy that TRUST_PROXY names is not counted: it
 * carries many clients, and must cap them itself (docs/operations.md).
 */
export function limitConnections(
  server: Server,
  isTrustedProxy: (address: string) => boolean,
  limits: ConnectionLimits = CONNECTION_LIMITS,
): void {
  const open = new Map<string, number>();
  server.on("request", (_req, res) => endStalledAnswer(res, limits.writeStallMs));
  server.on("connection", (socket: Socket) => {
    socket.setTimeout(limits.headersTimeoutMs);
    const address = normalizeAddress(socket.remoteAddress ?? "");
    if (isTrustedProxy(address)) return;
    const key = clientLimitKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.perClient) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
