import { once } from "node:events";
import { request } from "node:http";
import { type Socket, connect } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { builtinGenerator } from "~/features/articles/public.server";
import { signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server";

/**
 * Connections are limited before any request is read: one client (an address, an IPv6 /64)
 * holds at most `perClient` at once, and each has `headersTimeoutMs` to send its headers; an
 * answer whose bytes wait `writeStallMs` for a client that reads none is ended. Several
 * loopback addresses stand for several clients.
 */
const limits = { perClient: 4, headersTimeoutMs: 1_500, checkEveryMs: 200, writeStallMs: 1_000 };

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

describe("connections per client", () => {
  it("closes one past the client's limit at once, while other clients are served", async () => {
    const server = await start();
    const held = await Promise.all(
      Array.from({ length: limits.perClient }, () => idleConnection(server, "127.0.0.5")),
    );
    const extra = await idleConnection(server, "127.0.0.5");
    const openedAt = Date.now();
    // Closed by the server at once, long before the header deadline.
    expect((await extra.closed) - openedAt).toBeLessThan(1_000);
    expect(held.every(({ socket }) => !socket.destroyed)).toBe(true);
    expect(await statusFrom(server, "127.0.0.6")).toBe(200);
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
