import { describe, expect, it } from "vitest";
import {
  ATTR,
  BINDING_ERROR,
  answerStun,
  decodeBindingSuccess,
  encodeBindingSuccess,
  parseBindingRequest,
} from "./stun-message";

const hex = (text: string) =>
  Uint8Array.from(
    text
      .replace(/\s+/g, "")
      .match(/../g)!
      .map((b) => parseInt(b, 16)),
  );
const TRANSACTION = hex("b7e7a701 bc34d686 fa87dfae");

/** RFC 5769 §2.1: a Binding request as an ICE agent sends it (SOFTWARE, PRIORITY, ICE-CONTROLLED, USERNAME, MESSAGE-INTEGRITY, FINGERPRINT). */
const RFC5769_REQUEST = hex(`
  0001 0058 2112a442 b7e7a701 bc34d686 fa87dfae
  8022 0010 5354554e 20746573 7420636c 69656e74
  0024 0004 6e0001ff
  8029 0008 932ff9b1 51263b36
  0006 0009 6576746a 3a683676 59202020
  0008 0014 9aeaa70c bfd8cb56 781ef2b5 b2d3f249 c1b571a2
  8028 0004 e57a3bcf`);

function bindingRequest(attributes = new Uint8Array(0), transaction = TRANSACTION) {
  const header = hex("0001 0000 2112a442");
  new DataView(header.buffer).setUint16(2, attributes.length);
  return new Uint8Array([...header, ...transaction, ...attributes]);
}

describe("parseBindingRequest", () => {
  it("accepts the RFC 5769 sample request and reads its transaction id", () => {
    const request = parseBindingRequest(RFC5769_REQUEST);
    expect(request?.transactionId).toEqual(TRANSACTION);
    expect(request?.unknownRequired).toEqual([]);
  });

  it("accepts a bare Binding request", () => {
    expect(parseBindingRequest(bindingRequest())?.transactionId).toEqual(TRANSACTION);
  });

  it.each([
    ["too short", hex("0001 0000 2112a442")],
    [
      "a wrong magic cookie (RFC 3489 client)",
      hex("0001 0000 00000000 b7e7a701 bc34d686 fa87dfae"),
    ],
    [
      "a length that disagrees with the datagram",
      hex("0001 0004 2112a442 b7e7a701 bc34d686 fa87dfae"),
    ],
    ["a length not a multiple of 4", hex("0001 0002 2112a442 b7e7a701 bc34d686 fa87dfae 0000")],
    [
      "an attribute running past the end",
      hex("0001 0004 2112a442 b7e7a701 bc34d686 fa87dfae 8022 0010"),
    ],
    ["a Binding indication", hex("0011 0000 2112a442 b7e7a701 bc34d686 fa87dfae")],
    ["a Binding response", hex("0101 0000 2112a442 b7e7a701 bc34d686 fa87dfae")],
    ["an Allocate request (TURN)", hex("0003 0000 2112a442 b7e7a701 bc34d686 fa87dfae")],
  ])("ignores %s", (_name, packet) => {
    expect(parseBindingRequest(packet)).toBeNull();
    expect(answerStun(packet, "192.0.2.1", 32853)).toBeNull();
  });

  it("survives random datagrams", () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16;
    for (let i = 0; i < 10_000; i++) {
      const packet =
        i % 2 ? bindingRequest(new Uint8Array(4 * (random() % 8))) : new Uint8Array(random() % 64);
      for (let j = 0; j < packet.length; j++)
        if (i % 2 === 0 || j >= 20) packet[j] = random() & 0xff;
      expect(() => answerStun(packet, "192.0.2.1", 1)).not.toThrow();
    }
  });
});

describe("Binding success", () => {
  it("encodes XOR-MAPPED-ADDRESS for IPv4 exactly as RFC 5769 §2.2", () => {
    const response = encodeBindingSuccess(TRANSACTION, "192.0.2.1", 32853);
    expect(response).toEqual(
      hex("0101 000c 2112a442 b7e7a701 bc34d686 fa87dfae 0020 0008 0001a147 e112a643"),
    );
  });

  it("encodes XOR-MAPPED-ADDRESS for IPv6 exactly as RFC 5769 §2.3", () => {
    const response = encodeBindingSuccess(
      TRANSACTION,
      "2001:db8:1234:5678:11:2233:4455:6677",
      32853,
    );
    expect(response.slice(20)).toEqual(
      hex("0020 0014 0002a147 0113a9fa a5d3f179 bc25f4b5 bed2b9d9"),
    );
    expect(decodeBindingSuccess(response)).toEqual({
      address: "2001:db8:1234:5678:11:2233:4455:6677",
      port: 32853,
    });
  });

  it("reports an IPv4-mapped socket address as plain IPv4", () => {
    const response = answerStun(RFC5769_REQUEST, "::ffff:203.0.113.7", 50000);
    expect(decodeBindingSuccess(response!)).toEqual({ address: "203.0.113.7", port: 50000 });
  });
});

describe("unknown comprehension-required attributes", () => {
  it("answers 420 listing them", () => {
    const request = bindingRequest(hex("0003 0004 00000000 7fff 0000"));
    const response = answerStun(request, "192.0.2.1", 1)!;
    const view = new DataView(response.buffer);
    expect(view.getUint16(0)).toBe(BINDING_ERROR);
    expect(response.slice(8, 20)).toEqual(TRANSACTION);
    const attrs = response.slice(20);
    expect(new DataView(attrs.buffer).getUint16(0)).toBe(ATTR.ERROR_CODE);
    expect(Array.from(attrs.slice(6, 8))).toEqual([4, 20]);
    const unknownAt = 4 + Math.ceil(new DataView(attrs.buffer).getUint16(2) / 4) * 4;
    expect(new DataView(attrs.buffer).getUint16(unknownAt)).toBe(ATTR.UNKNOWN_ATTRIBUTES);
    expect(Array.from(attrs.slice(unknownAt + 4, unknownAt + 8))).toEqual([0x00, 0x03, 0x7f, 0xff]);
  });

  it("ignores unknown comprehension-optional attributes", () => {
    const response = answerStun(bindingRequest(hex("c001 0000")), "192.0.2.1", 1)!;
    expect(decodeBindingSuccess(response)).toEqual({ address: "192.0.2.1", port: 1 });
  });
});
