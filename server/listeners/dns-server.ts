import { type Socket as UdpSocket, createSocket } from "node:dgram";
import { type Server as TcpServer, type Socket, createServer } from "node:net";
import type { Logger } from "pino";
import { type ZoneConfig, answerDnsQuery } from "~/features/tools/dns-leak/dns-answer";
import { canonicalIp, clientLimitKey } from "~/lib/net/ip-address";
import { networkShare } from "~/lib/rate-limit/network-tier";
import { holdConnection } from "../connection-limits";
import { MemoryRateLimit, TieredInFlight } from "../memory-rate-limit";

/**
 * The DNS leak test's authoritative responder: UDP and TCP (RFC 7766) on one port. Each
 * in-zone query is reported with the address it came from (the resolver), and answered once
 * the report is stored, so a poll on any instance sees it by then. Malformed input is
 * answered with FORMERR or dropped; TCP connections are capped in number, size, idle time
 * and total time. Responses are limited per source (address or IPv6 /64), so the responder
 * cannot be used to reflect traffic at volume to a spoofed source: beyond the limit,
 * queries are dropped unanswered.
 */
export type DnsListener = { port: number; close(): Promise<void> };

export type DnsListenerOptions = {
  host: string;
  /** 0 picks a free port (UDP first, then TCP on the same number). */
  port: number;
  zone: ZoneConfig;
  /** May return a promise: the answer is sent when it settles. */
  onQuery(name: string, resolver: string): void | Promise<unknown>;
  logger: Logger;
  /** Responses per second per source; DNS_RESPONSES_PER_SECOND. */
  responsesPerSecond: number;
  /** A TCP connection is closed this long after it opened, however busy (a slow-drip client). */
  tcpMaxMs?: number;
};

/**
 * TCP connections at once, per source (address or IPv6 /64), and per network (address or
 * IPv6 /48: a quarter of them, decision 031): one client holding every connection open (64
 * idle ones did), or the /64s of one /48 doing so, would shut the TCP side for every
 * resolver. DNS over TCP is a resolver's fallback for a truncated answer, and ours are never
 * truncated.
 */
const MAX_TCP_CONNECTIONS = 256;
const MAX_TCP_PER_SOURCE = 4;
const MAX_TCP_PER_NETWORK = networkShare(MAX_TCP_CONNECTIONS, MAX_TCP_PER_SOURCE);
const TCP_IDLE_MS = 10_000;
const TCP_MAX_MS = 30_000;
const MAX_TCP_MESSAGES = 32;

function bindUdp(host: string, port: number): Promise<UdpSocket> {
  return new Promise((resolve, reject) => {
    const socket = createSocket({ type: host.includes(":") ? "udp6" : "udp4" });
    socket.once("error", reject);
    socket.bind(port, host, () => {
      socket.off("error", reject);
      resolve(socket);
    });
  });
}

function listenTcp(server: TcpServer, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * Lets a TCP connection in while its source and its source's network hold fewer than their
 * caps (closes it otherwise); it is counted until it closes.
 */
export function tcpAdmission(): (socket: Socket, source: string) => boolean {
  const open = new TieredInFlight(MAX_TCP_PER_SOURCE, MAX_TCP_PER_NETWORK);
  return (socket, source) => holdConnection(socket, open, source);
}

function handleTcp(
  socket: Socket,
  options: DnsListenerOptions,
  limit: MemoryRateLimit,
  admit: ReturnType<typeof tcpAdmission>,
) {
  const resolver = canonicalIp(socket.remoteAddress ?? "") ?? "";
  if (!admit(socket, resolver)) return;
  let buffered = Buffer.alloc(0);
  let handled = 0;
  // Answers go out in query order, each after its report is stored.
  let answered: Promise<unknown> = Promise.resolve();
  socket.setTimeout(TCP_IDLE_MS, () => socket.destroy());
  const deadline = setTimeout(() => socket.destroy(), options.tcpMaxMs ?? TCP_MAX_MS);
  socket.once("close", () => clearTimeout(deadline));
  socket.on("error", () => socket.destroy());
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 2) {
      const length = buffered.readUInt16BE(0);
      if (buffered.length < 2 + length) return;
      const message = buffered.subarray(2, 2 + length);
      buffered = buffered.subarray(2 + length);
      if (!limit.take(clientLimitKey(resolver)).allowed) {
        socket.destroy();
        return;
      }
      const answer = answerDnsQuery(message, options.zone);
      const { response } = answer;
      if (!response) {
        socket.destroy();
        return;
      }
      const stored = answer.name ? options.onQuery(answer.name, resolver) : undefined;
      const last = ++handled >= MAX_TCP_MESSAGES;
      answered = Promise.all([answered, stored])
        .then(() => {
          if (socket.destroyed) return;
          const frame = Buffer.alloc(2 + response.length);
          frame.writeUInt16BE(response.length, 0);
          frame.set(response, 2);
          socket.write(frame);
          if (last) socket.end();
        })
        .catch(() => socket.destroy());
      if (last) {
        socket.pause();
        return;
      }
    }
  });
}

export async function startDnsListener(options: DnsListenerOptions): Promise<DnsListener> {
  const { host, logger } = options;
  let udp: UdpSocket | undefined;
  const limit = new MemoryRateLimit(options.responsesPerSecond, 1_000);
  const admit = tcpAdmission();
  const tcp = createServer((socket) => handleTcp(socket, options, limit, admit));
  tcp.maxConnections = MAX_TCP_CONNECTIONS;
  // With an ephemeral port the TCP side may find the UDP port taken: try a few times.
  for (let attempt = 0; ; attempt++) {
    udp = await bindUdp(host, options.port);
    const { port } = udp.address();
    try {
      await listenTcp(tcp, host, port);
      break;
    } catch (error) {
      udp.close();
      if (options.port !== 0 || attempt >= 4) throw error;
    }
  }
  const socket = udp;
  socket.on("message", (message, remote) => {
    try {
      const source = canonicalIp(remote.address) ?? remote.address;
      if (!limit.take(clientLimitKey(source)).allowed) return;
      const answer = answerDnsQuery(message, options.zone);
      const { response } = answer;
      const stored = answer.name ? options.onQuery(answer.name, source) : undefined;
      if (response) {
        // The socket may have closed meanwhile (shutdown): then the answer is simply not sent.
        Promise.resolve(stored)
          .then(() => socket.send(response, remote.port, remote.address))
          .catch(() => undefined);
      }
    } catch (error) {
      logger.warn({ err: error }, "DNS responder could not answer a datagram");
    }
  });
  socket.on("error", (error) => logger.error({ err: error }, "DNS responder socket error"));
  const port = socket.address().port;
  const connections = new Set<Socket>();
  tcp.on("connection", (connection) => {
    connections.add(connection);
    connection.once("close", () => connections.delete(connection));
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of connections) connection.destroy();
        let pending = 2;
        const done = () => --pending === 0 && resolve();
        socket.close(done);
        tcp.close(done);
      }),
  };
}
