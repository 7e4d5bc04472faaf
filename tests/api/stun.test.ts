import { createSocket } from "node:dgram";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBindingSuccess } from "~/features/tools/webrtc-leak/stun-message";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ STUN_PORT: "0" });
});
afterAll(async () => {
  await server?.close();
});

function exchange(
  packet: Buffer,
  waitMs = 2000,
): Promise<{ reply: Buffer | null; localPort: number }> {
  return new Promise((resolve) => {
    const socket = createSocket("udp4");
    socket.bind(0, "127.0.0.1", () => {
      const localPort = socket.address().port;
      const timer = setTimeout(() => {
        socket.close();
        resolve({ reply: null, localPort });
      }, waitMs);
      socket.once("message", (reply) => {
        clearTimeout(timer);
        socket.close();
        resolve({ reply, localPort });
      });
      socket.send(packet, server.listeners.stunPort!, "127.0.0.1");
    });
  });
}

describe("the STUN responder", () => {
  it("answers a Binding request with the sender's address and port in XOR-MAPPED-ADDRESS", async () => {
    const transaction = Buffer.from("00112233445566778899aabb", "hex");
    const request = Buffer.concat([Buffer.from("000100002112a442", "hex"), transaction]);
    const { reply, localPort } = await exchange(request);
    expect(reply).not.toBeNull();
    expect(reply!.readUInt16BE(0)).toBe(0x0101);
    expect(reply!.subarray(8, 20)).toEqual(transaction);
    expect(decodeBindingSuccess(new Uint8Array(reply!))).toEqual({
      address: "127.0.0.1",
      port: localPort,
    });
  });

  it("does not answer what is not a Binding request, and keeps working", async () => {
    expect((await exchange(Buffer.from("hello, stun"), 300)).reply).toBeNull();
    expect(
      (await exchange(Buffer.from("000300002112a442000000000000000000000000", "hex"), 300)).reply,
    ).toBeNull();
    const again = await exchange(Buffer.from("000100002112a442aaaaaaaaaaaaaaaaaaaaaaaa", "hex"));
    expect(again.reply?.readUInt16BE(0)).toBe(0x0101);
  });
});

describe("stopping the server", () => {
  it("closes the STUN and DNS listeners, freeing their ports", async () => {
    const other = await startTestServer({
      STUN_PORT: "0",
      DNS_LEAK_ZONE: "leaktest.example.com",
      DNS_PORT: "0",
    });
    const { stunPort, dnsPort } = other.listeners;
    expect(stunPort).toBeGreaterThan(0);
    expect(dnsPort).toBeGreaterThan(0);
    await other.close();
    const bindUdp = (port: number) =>
      new Promise<void>((resolve, reject) => {
        const socket = createSocket("udp4");
        socket.once("error", reject);
        socket.bind(port, "127.0.0.1", () => socket.close(() => resolve()));
      });
    await bindUdp(stunPort!);
    await bindUdp(dnsPort!);
    const { createServer } = await import("node:net");
    await new Promise<void>((resolve, reject) => {
      const tcp = createServer();
      tcp.once("error", reject);
      tcp.listen(dnsPort, "127.0.0.1", () => tcp.close(() => resolve()));
    });
  });
});
