import { createSocket } from "node:dgram";
import { connect } from "node:net";

/** A DNS query for `name` (A record) with the given message id. */
export function dnsQuery(id: number, name: string): Buffer {
  const labels = name.split(".").map((label) => {
    const bytes = Buffer.from(label, "ascii");
    return Buffer.concat([Buffer.from([bytes.length]), bytes]);
  });
  const header = Buffer.from([id >> 8, id & 0xff, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([header, ...labels, Buffer.from([0, 0, 1, 0, 1])]);
}

/**
 * Asks the responder on `port` over UDP from the loopback address `from` (any 127/8 address
 * works on Linux), so each call looks like a different resolver. Resolves with the answer.
 */
export function queryUdp(port: number, from: string, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = createSocket("udp4");
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no UDP answer for ${name} from port ${port}`));
    }, 5_000);
    socket.once("message", (message) => {
      clearTimeout(timer);
      socket.close();
      resolve(message);
    });
    socket.bind({ address: from, port: 0 }, () =>
      socket.send(dnsQuery(0x4242, name), port, "127.0.0.1"),
    );
  });
}

/** The same over TCP (RFC 7766 framing), from `from`. */
export function queryTcp(port: number, from: string, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    const query = dnsQuery(0x4343, name);
    let received = Buffer.alloc(0);
    socket.setTimeout(5_000, () => {
      socket.destroy();
      reject(new Error(`no TCP answer for ${name} from port ${port}`));
    });
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 2 && received.length >= 2 + received.readUInt16BE(0)) {
        socket.end();
        resolve(received.subarray(2, 2 + received.readUInt16BE(0)));
      }
    });
    socket.on("error", reject);
    socket.write(Buffer.concat([Buffer.from([query.length >> 8, query.length & 0xff]), query]));
  });
}
