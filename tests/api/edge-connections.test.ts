import { once } from "node:events";
import { request } from "node:http";
import { type Socket, connect } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { builtinGenerator } from "~/features/articles/public.server";
import { CLOSE_LINGER_MS } from "../../server/request-bodies";
import { signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server";

/**
 * Connections are limited before any request is read: one client (an address, an IPv6 /64)
 * holds at most `perClient` at once, and each has `headersTimeoutMs` to send its headers; a
 * body that stops arriving for `bodyIdleMs` ends its request; an answer whose bytes wait
 * `writeStallMs` for a client that reads none is ended. Several loopback addresses stand for
 * several clients.
 */
const limits = {
  perClient: 4,
  perNetwork: 64,
  headersTimeoutMs: 1_500,
  checkEveryMs: 200,
  bodyIdleMs: 1_000,
  requestTimeoutMs: 30_000,
  writeStallMs: 1_000,
};

const servers: TestServer[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function start(
  overrides: Record<string, string> = {},
  options: Omit<TestServerOptions, "connectionLimits"> = {},
) {
  const server = await startTestServer(overrides, { ...options, connectionLimits: limits });
  servers.push(server);
  return server;
}

/** A connection from `from` that sends nothing; resolves once it is established. */
async function idleConnection(server: TestServer, from: string) {
  const { port } = new URL(server.url);
  const socket = connect({ port: Number(port), host: "127.0.0.1", localAddress: from });
  sockets.push(socket);
  // Writing to a connection the server has closed fails; the close is what the tests read.
  socket.on("error", () => {});
  await once(socket, "connect");
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  return { socket, closed };
}

function statusFrom(server: TestServer, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/healthz`, { localAddress: from, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `client` opens its limit of connections and one more: the one more is closed at once. */
async function expectCapped(server: TestServer, client: string, other: string) {
  const held = await Promise.all(
    Array.from({ length: limits.perClient }, () => idleConnection(server, client)),
  );
  const extra = await idleConnection(server, client);
  const openedAt = Date.now();
  // Closed by the server at once, long before the header deadline.
  expect((await extra.closed) - openedAt).toBeLessThan(1_000);
  expect(held.every(({ socket }) => !socket.destroyed)).toBe(true);
  expect(await statusFrom(server, other)).toBe(200);
}

describe("connections per client", () => {
  it("closes one past the client's limit at once, while other clients are served", async () => {
    await expectCapped(await start(), "127.0.0.5", "127.0.0.6");
  });

  it("gives each connection a deadline for its headers, and the client its places back", async () => {
    const server = await start();
    const held = await Promise.all(
      Array.from({ length: limits.perClient }, () => idleConnection(server, "127.0.0.7")),
    );
    const openedAt = Date.now();
    const closedAt = await Promise.all(held.map(({ closed }) => closed));
    for (const at of closedAt) {
      expect(at - openedAt).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 100);
      // Generous: the deadline plus a few checks, on a loaded machine.
      expect(at - openedAt).toBeLessThan(limits.headersTimeoutMs + 3_000);
    }
    expect(await statusFrom(server, "127.0.0.7")).toBe(200);
  });

  it("closes a connection that dribbles its headers, once the deadline has passed", async () => {
    const server = await start();
    const { socket, closed } = await idleConnection(server, "127.0.0.9");
    const openedAt = Date.now();
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const drip = setInterval(() => socket.write("X"), 300);
    const at = await closed;
    clearInterval(drip);
    expect(at - openedAt).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 100);
    expect(at - openedAt).toBeLessThan(limits.headersTimeoutMs + 3_000);
  });

  it("still caps each client with a hop count in TRUST_PROXY (it names no proxy)", async () => {
    // Express trusts the first hop from any peer with TRUST_PROXY=1: as "the proxy", every
    // client went uncounted.
    await expectCapped(await start({ TRUST_PROXY: "1" }), "127.0.0.10", "127.0.0.11");
  });

  it("does not count a reverse proxy that TRUST_PROXY names (it carries many clients)", async () => {
    const server = await start({ TRUST_PROXY: "loopback" });
    const held = await Promise.all(
      Array.from({ length: limits.perClient * 2 }, () => idleConnection(server, "127.0.0.8")),
    );
    await settle(300);
    expect(held.filter(({ socket }) => socket.destroyed)).toHaveLength(0);
    expect(await statusFrom(server, "127.0.0.8")).toBe(200);
  });
});

describe("a client that stops reading without hanging up", () => {
  it("has its answer ended once the bytes have waited writeStallMs, not served for ever", async () => {
    const server = await start();
    const { socket } = await idleConnection(server, "127.0.0.20");
    const bytes = 25_000_000;
    socket.write(`GET /api/speedtest/download?bytes=${bytes} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    let received = 0;
    socket.on("data", (chunk: Buffer) => (received += chunk.length));
    await once(socket, "data");
    socket.pause(); // takes nothing more, and does not hang up
    // Ended after one to two writeStallMs (connection-limits.ts says why).
    await settle(limits.writeStallMs * 4);
    const ended = new Promise((resolve) => socket.once("close", resolve));
    socket.resume(); // what was sent before the server gave up, then the end
    await ended;
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(bytes);
  });

  it("leaves alone an answer the server works on for longer than that before writing", async () => {
    const slowGenerator = {
      name: "slow",
      async generate(request: Parameters<typeof builtinGenerator.generate>[0]) {
        await settle(limits.writeStallMs * 2.5);
        return builtinGenerator.generate(request);
      },
    };
    const server = await start({}, { generator: slowGenerator });
    const api = adminClient(server, (await signIn(server)).cookie!);
    const started = Date.now();
    const answer = await api.post("/api/content/generate", { topic: "Patience", type: "page" });
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(limits.writeStallMs * 2.5);
  });
});

/** Resolves with what `promise` gives, or Infinity if it takes longer than `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, settle(ms).then(() => Number.POSITIVE_INFINITY)]);

async function waitFor(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await settle(20);
}

/** A request head sent from `from` on a raw socket, and the answer collected as it comes. */
async function rawExchange(server: TestServer, from: string, head: string[]) {
  const { socket, closed } = await idleConnection(server, from);
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
  socket.write([...head, "Host: 127.0.0.1", "", ""].join("\r\n"));
  return { socket, closed, answer: () => answer };
}

/**
 * Writes a body as fast as the connection takes it, as a client does that sends what it
 * declared, until the connection closes (or `cap` bytes). Returns the count of bytes written.
 */
function flood(socket: Socket, cap = 256_000_000): () => number {
  const chunk = Buffer.alloc(65_536);
  let written = 0;
  const pump = () => {
    while (!socket.destroyed && written < cap) {
      written += chunk.length;
      if (!socket.write(chunk)) return;
    }
  };
  socket.on("drain", pump);
  pump();
  return () => written;
}

const uploadHead = (server: TestServer, length: number) => [
  "POST /api/speedtest/upload HTTP/1.1",
  `Origin: ${server.url}`,
  "Content-Type: application/octet-stream",
  `Content-Length: ${length}`,
];

function downloadStatus(server: TestServer, from: string, bytes = 25_000_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = `${server.url}/api/speedtest/download?bytes=${bytes}`;
    const req = request(target, { localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a request body that stops arriving", () => {
  it("is cut after bodyIdleMs with 408, and an upload's charge comes back", async () => {
    const server = await start({
      SPEEDTEST_GLOBAL_MB_PER_MINUTE: "100",
      SPEEDTEST_MB_PER_MINUTE: "1000",
    });
    // Four uploads from four clients that declare 25 MB each (the global budget's worth), and
    // send nothing. Charged what they declared, they shut the speed test for everyone.
    const idle = await Promise.all(
      [30, 31, 32, 33].map((n) =>
        rawExchange(server, `127.0.0.${n}`, uploadHead(server, 25_000_000)),
      ),
    );
    const sentAt = Date.now();
    await settle(300);
    expect(await downloadStatus(server, "127.0.0.34")).toBe(200);
    const closedAt = await Promise.all(idle.map(({ closed }) => within(closed, 10_000)));
    for (const at of closedAt) {
      expect(at - sentAt).toBeGreaterThanOrEqual(limits.bodyIdleMs - 100);
      // Generous: the limit plus a few checks, on a loaded machine.
      expect(at - sentAt).toBeLessThan(limits.bodyIdleMs + 3_000);
    }
    for (const { answer } of idle) {
      expect(answer()).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer()).toContain('{"message":"The request body stopped arriving"}');
    }
    // What they were charged came back: three more 25 MB downloads fill the 100 MB.
    for (let i = 0; i < 3; i++) expect(await downloadStatus(server, "127.0.0.34")).toBe(200);
  });

  it("lets a slow upload through: 64 KB/s, for longer than bodyIdleMs", async () => {
    const server = await start();
    const piece = Buffer.alloc(16_384);
    const pieces = 16; // four a second for four seconds
    const { socket, answer } = await rawExchange(
      server,
      "127.0.0.35",
      uploadHead(server, piece.length * pieces),
    );
    for (let i = 0; i < pieces; i++) {
      socket.write(piece);
      await settle(250);
    }
    await waitFor(() => answer().includes("}"));
    expect(answer()).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer()).toContain(`{"bytes":${piece.length * pieces},`);
  });
});

describe("an answer sent before the request's body was read", () => {
  const tooLong = "Content-Length: 1000000000000";

  /**
   * Sends `head`, then a body as fast as the server takes it, and returns the answer after
   * checking that it reached the client still sending, said it closes, and closed within
   * seconds, having taken what socket buffers hold, not the body (gigabytes before).
   */
  async function answerThenClose(server: TestServer, from: string, head: string[], start = "") {
    const exchange = await rawExchange(server, from, head);
    exchange.socket.write(start);
    const written = flood(exchange.socket);
    const sentAt = Date.now();
    const closedAt = await within(exchange.closed, 10_000);
    const answer = exchange.answer();
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(closedAt - sentAt).toBeLessThan(CLOSE_LINGER_MS + 3_000);
    expect(written()).toBeLessThan(64_000_000);
    return answer;
  }

  it("refuses a JSON body declared over the limit before reading it, and closes", async () => {
    const server = await start();
    const answer = await answerThenClose(server, "127.0.0.40", [
      "POST /api/analytics/event HTTP/1.1",
      `Origin: ${server.url}`,
      "Content-Type: application/json",
      tooLong,
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"message":"Request body is too large (limit 100 kB)"}');
    // A chunked one could be refused only past the limit, and body-parser then reads it all.
    const chunked = await answerThenClose(
      server,
      "127.0.0.41",
      [
        "POST /api/analytics/event HTTP/1.1",
        `Origin: ${server.url}`,
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
      ],
      "ffffffff\r\n", // one chunk of 4 GB
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 411 /);
    expect(chunked).toContain('"A JSON body must declare its length (Content-Length)"');
  });

  it("closes after an upload's early 413, or a GET /healthz, instead of reading the body on", async () => {
    const server = await start();
    const upload = await answerThenClose(server, "127.0.0.42", [
      ...uploadHead(server, 0).slice(0, 3),
      tooLong,
    ]);
    expect(upload).toMatch(/^HTTP\/1\.1 413 /);
    expect(upload).toContain('{"message":"Uploads are limited to 25 MB"}');
    const probe = await answerThenClose(server, "127.0.0.43", ["GET /healthz HTTP/1.1", tooLong]);
    expect(probe).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("keeps a connection alive after a body it read, for the next request", async () => {
    const server = await start();
    const body = JSON.stringify({ path: "/" });
    const { socket, answer } = await rawExchange(server, "127.0.0.44", [
      "POST /api/analytics/event HTTP/1.1",
      `Origin: ${server.url}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
    ]);
    socket.write(body);
    socket.write(["GET /healthz HTTP/1.1", "Host: 127.0.0.1", "", ""].join("\r\n"));
    await waitFor(() => (answer().match(/HTTP\/1\.1 /g) ?? []).length === 2);
    await settle(CLOSE_LINGER_MS + 500);
    const [first, second] = answer().split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/\r\nConnection: keep-alive\r\n/i);
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(socket.destroyed).toBe(false);
  });
});
