import type * as Dgram from "node:dgram";
import { type Socket as UdpSocket, createSocket } from "node:dgram";
import { Resolver } from "node:dns/promises";
import { type Socket, connect } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createZoneConfig } from "~/features/tools/dns-leak/dns-answer";
import { DNS_TYPE, encodeName, labelsOf } from "~/features/tools/dns-leak/dns-message";
import { FakeSocket } from "../../tests/support/fake-socket";
import { type DnsListener, startDnsListener, tcpAdmission } from "./dns-server";
import { type StunListener, startStunListener } from "./stun-server";

/** The DNS and STUN responders under floods (issue 16, point 8). */
const logger = pino({ level: "silent" });

/**
 * The responders' sockets, as they are made: a datagram from source port 0 (which a raw
 * socket can send, and the kernel delivers) cannot be sent from a test otherwise.
 */
const udpSockets = vi.hoisted(() => [] as UdpSocket[]);
vi.mock("node:dgram", async (importOriginal) => {
  const dgram = await importOriginal<typeof Dgram>();
  const wrapped = ((...args: Parameters<typeof dgram.createSocket>) => {
    const socket = dgram.createSocket(...args);
    udpSockets.push(socket);
    return socket;
  }) as typeof dgram.createSocket;
  return { ...dgram, default: { ...dgram, createSocket: wrapped }, createSocket: wrapped };
});

function dnsQuery(name: string, type: number = DNS_TYPE.A): Buffer {
  const header = Buffer.from([0xbe, 0xef, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([
    header,
    Buffer.from(encodeName(labelsOf(name))),
    Buffer.from([type >> 8, type & 0xff, 0, 1]),
  ]);
}

const stunBinding = Buffer.from("000100002112a442aaaaaaaaaaaaaaaaaaaaaaaa", "hex");

/** Sends `count` datagrams at once from `from` and counts the answers within 500 ms. */
function flood(port: number, packet: Buffer, count: number, from = "127.0.0.1"): Promise<number> {
  return new Promise((resolve) => {
    const socket = createSocket("udp4");
    let answers = 0;
    socket.on("message", () => answers++);
    socket.bind(0, from, () => {
      for (let i = 0; i < count; i++) socket.send(packet, port, "127.0.0.1");
      setTimeout(() => {
        socket.close();
        resolve(answers);
      }, 500);
    });
  });
}

describe("the DNS responder", () => {
  let dns: DnsListener;
  beforeAll(async () => {
    dns = await startDnsListener({
      host: "127.0.0.1",
      port: 0,
      zone: createZoneConfig("dnstest.example", "198.51.100.53", "2001:db8::53"),
      onQuery: () => undefined,
      logger,
      responsesPerSecond: 5,
      tcpMaxMs: 600,
    });
  });
  afterAll(() => dns?.close());

  it("answers each source at most its rate (no reflection at volume), others still", async () => {
    const query = dnsQuery("www.dnstest.example");
    expect(await flood(dns.port, query, 40)).toBe(5);
    // Another source (127.0.0.2 is loopback too) has its own allowance.
    expect(await flood(dns.port, query, 3, "127.0.0.2")).toBe(3);
  });

  it("holds at most four TCP connections per source, and serves another source meanwhile", async () => {
    const open = (from: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect({ port: dns.port, host: "127.0.0.1", localAddress: from });
        socket.on("error", () => undefined);
        socket.once("connect", () => resolve(socket));
        socket.once("close", reject);
      });
    const closed = (socket: Socket) =>
      Promise.race([
        new Promise<boolean>((resolve) => socket.once("close", () => resolve(true))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 400)),
      ]);
    const held = await Promise.all([1, 2, 3, 4, 5].map(() => open("127.0.0.4")));
    // Idle (no query yet): four are kept, the fifth is closed at once.
    expect(await Promise.all(held.map(closed))).toEqual([false, false, false, false, true]);
    const other = await open("127.0.0.5");
    const answer = new Promise<Buffer>((resolve) => other.once("data", resolve));
    const query = dnsQuery("www.dnstest.example");
    other.write(Buffer.concat([Buffer.from([0, query.length]), query]));
    expect((await answer).readUInt16BE(2)).toBe(0xbeef);
    // One closed, one more may open.
    held[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await open("127.0.0.4");
    expect(await closed(again)).toBe(false);
    for (const socket of [...held, other, again]) socket.destroy();
  });

  it("lets the /64s of one /48 hold at most a quarter of the TCP connections, and serves other networks", () => {
    const admit = tcpAdmission();
    const connect = (source: string) => admit(new FakeSocket(source).asSocket, source);
    // 256 /64s of one /48, five connections each: four a /64, and 64 for the whole /48.
    const tries = Array.from({ length: 256 }, (_, i) =>
      Array.from({ length: 5 }, () => connect(`2001:db8:48:${i.toString(16)}::1`)),
    ).flat();
    expect(tries.filter(Boolean)).toHaveLength(64);
    expect(connect("2001:db8:49::1")).toBe(true);
    expect(connect("198.51.100.7")).toBe(true);
  });

  it("writes the SOA's names compressed: a resolver reads them, and a negative answer stays small", async () => {
    const resolver = new Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([`127.0.0.1:${dns.port}`]);
    // From 127.0.0.6: a source of its own, under the responder's five answers a second.
    resolver.setLocalAddress("127.0.0.6");
    expect(await resolver.resolveSoa("dnstest.example")).toMatchObject({
      nsname: "dnstest.example",
      hostmaster: "hostmaster.dnstest.example",
      minttl: 0,
    });
    await expect(resolver.resolveTxt("a.dnstest.example")).rejects.toMatchObject({
      code: "ENODATA",
    });
    // A TXT query for the apex (37 bytes) drew 141 bytes with the zone's name three times over.
    const query = dnsQuery("dnstest.example", 16);
    const answer = await new Promise<Buffer>((resolve) => {
      const socket = createSocket("udp4");
      socket.once("message", (message) => {
        socket.close();
        resolve(message);
      });
      socket.bind(0, "127.0.0.7", () => socket.send(query, dns.port, "127.0.0.1"));
    });
    expect(answer.length).toBeLessThanOrEqual(query.length + 50);
  });

  it("closes a TCP connection at its absolute time limit, even one that keeps sending", async () => {
    const socket = connect({ port: dns.port, host: "127.0.0.1", localAddress: "127.0.0.3" });
    // Closing a connection that is still sending may reach the client as a reset: that is
    // the close this test waits for, not a failure.
    socket.on("error", () => undefined);
    const started = performance.now();
    // A 100-byte message announced, then one byte of it every 100 ms: never idle long
    // enough for the idle timeout, never complete.
    socket.write(Buffer.from([0, 100]));
    const drip = setInterval(() => socket.write(Buffer.from([0])), 100);
    await new Promise((resolve) => socket.once("close", resolve));
    clearInterval(drip);
    const lasted = performance.now() - started;
    expect(lasted).toBeGreaterThanOrEqual(500);
    expect(lasted).toBeLessThan(3_000);
  });
});

describe("the STUN responder", () => {
  let stun: StunListener;
  beforeAll(async () => {
    stun = await startStunListener({ host: "127.0.0.1", port: 0, logger, responsesPerSecond: 4 });
  });
  afterAll(() => stun?.close());

  it("answers each source at most its rate, others still", async () => {
    expect(await flood(stun.port, stunBinding, 30)).toBe(4);
    expect(await flood(stun.port, stunBinding, 2, "127.0.0.2")).toBe(2);
  });

  it("ignores a datagram from port 0 without a word in the log (no answer can reach it)", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const watched = await startStunListener({
      host: "127.0.0.1",
      port: 0,
      logger: pino({ level: "warn" }, sink),
      responsesPerSecond: 100,
    });
    // The responder's own socket: the last one made.
    const socket = udpSockets.at(-1);
    expect(socket?.address().port).toBe(watched.port);
    // A warning with a stack for each such datagram: anyone able to send them (spoofed, from
    // as many sources as the rate limit keeps apart) could fill the log at that rate.
    for (let i = 0; i < 10; i++) {
      socket!.emit("message", stunBinding, {
        address: "127.0.0.9",
        family: "IPv4",
        port: 0,
        size: 20,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    await watched.close();
    expect(lines).toEqual([]);
  });
});
