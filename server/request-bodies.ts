import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * How long a connection answered before its request's body was all read stays open after the
 * answer, reading nothing. Closing a socket with unread bytes resets it, and a reset can take
 * with it an answer the client has not read yet (or the kernel not yet sent): this gives a
 * client that is still sending the time to read the answer (a 413, say) first.
 */
export const CLOSE_LINGER_MS = 2_000;

/** Node's own 408 (for requestTimeout) carries no body; the API's errors are JSON. */
const IDLE_BODY_MESSAGE = JSON.stringify({ message: "The request body stopped arriving" });
const IDLE_BODY_ANSWER = [
  "HTTP/1.1 408 Request Timeout",
  "Connection: close",
  "Cache-Control: no-store",
  "Content-Type: application/json; charset=utf-8",
  `Content-Length: ${Buffer.byteLength(IDLE_BODY_MESSAGE)}`,
  "",
  IDLE_BODY_MESSAGE,
].join("\r\n");

/** Whether the request declares a body (a length over 0, or chunks) not yet all received. */
function bodyStillComing(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = Number(req.headers["content-length"] ?? 0);
  return req.headers["transfer-encoding"] !== undefined || length > 0;
}

/**
 * Ends a request whose body stops arriving: once the socket has read nothing for `idleMs`
 * (checked every `checkEveryMs`) while the server would have taken more, it answers 408 if
 * nothing was answered yet and closes the connection. Node's deadlines miss such a request:
 * the header deadline has passed, the write-stall limit needs bytes waiting to be sent, and
 * requestTimeout is minutes. A socket paused by the server (the body's buffer full because no
 * route reads it yet) is not the client's stall. A slow line keeps sending, so it is not cut.
 */
function cutIdleBody(
  req: IncomingMessage,
  res: ServerResponse,
  socket: Socket,
  { idleMs, checkEveryMs }: { idleMs: number; checkEveryMs: number },
): void {
  let lastRead = socket.bytesRead;
  let lastMoved = Date.now();
  const check = setInterval(() => {
    if (!bodyStillComing(req) || socket.destroyed) return clearInterval(check);
    if (socket.bytesRead !== lastRead || socket.isPaused()) {
      lastRead = socket.bytesRead;
      lastMoved = Date.now();
      return;
    }
    if (Date.now() - lastMoved < idleMs) return;
    clearInterval(check);
    if (res.socket === socket && !res.headersSent && socket.writable) {
      // Written past `res`, which the route still holds: when the closed connection ends
      // its wait for the body, whatever it answers goes nowhere.
      socket.end(IDLE_BODY_ANSWER, () => socket.destroy());
    } else {
      socket.destroy();
    }
  }, checkEveryMs);
  check.unref();
  res.once("close", () => clearInterval(check));
}

/**
 * Closes the connection, instead of reading the rest of the body, when the answer goes out
 * before the request's body has all arrived (a 413 for a declared length over the limit, an
 * upload refused mid-way, a GET /healthz with a body). Node would otherwise keep the
 * connection alive and read the body to its end, however long it says it is, before the next
 * request: a client could make it take gigabytes per answer. The answer says
 * `Connection: close`; the body is taken from Node (`read(0)`) so that it does not read it
 * to its end after the answer (IncomingMessage#_dump), and with nobody reading it the socket
 * stops reading once its buffer is full. The connection is closed CLOSE_LINGER_MS after the
 * answer rather than at once (why there). A body that has all arrived by then is not this
 * case: Node ends the connection itself.
 */
function closeInsteadOfDraining(req: IncomingMessage, res: ServerResponse, socket: Socket): void {
  let closing = false;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && bodyStillComing(req)) {
      closing = true;
      this.setHeader("Connection", "close");
      req.read(0);
    }
    return (writeHead as (...parts: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  res.once("finish", () => {
    if (!closing || req.complete || socket.destroyed) return;
    req.pause(); // a route still reading it in flowing mode reads no further
    // Node ended the connection's writing side (the answer, then FIN) and will destroy it
    // as soon as that is flushed (Socket#destroySoon): wait instead.
    socket.removeListener("finish", socket.destroy);
    const linger = setTimeout(() => socket.destroy(), CLOSE_LINGER_MS);
    linger.unref();
    socket.once("close", () => clearTimeout(linger));
  });
}

/**
 * The edge's limits on a request's body, whatever route takes it: cut when it stops arriving,
 * and never read past an answer.
 */
export function limitRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  limits: { bodyIdleMs: number; checkEveryMs: number },
): void {
  const socket = req.socket;
  if (!bodyStillComing(req)) return;
  cutIdleBody(req, res, socket, { idleMs: limits.bodyIdleMs, checkEveryMs: limits.checkEveryMs });
  closeInsteadOfDraining(req, res, socket);
}
