import { type IpAddress, formatIp, parseIp, unmapIpv4 } from "~/lib/net/ip-address";

/**
 * STUN (RFC 5389) as far as a public-address server needs it: recognise a Binding request,
 * answer it with XOR-MAPPED-ADDRESS, and answer 420 when the request carries a
 * comprehension-required attribute we do not know. Anything else gets no answer.
 */

export const MAGIC_COOKIE = 0x2112a442;
export const BINDING_REQUEST = 0x0001;
export const BINDING_SUCCESS = 0x0101;
export const BINDING_ERROR = 0x0111;
export const ATTR = {
  MAPPED_ADDRESS: 0x0001,
  USERNAME: 0x0006,
  MESSAGE_INTEGRITY: 0x0008,
  ERROR_CODE: 0x0009,
  UNKNOWN_ATTRIBUTES: 0x000a,
  XOR_MAPPED_ADDRESS: 0x0020,
  PRIORITY: 0x0024,
  USE_CANDIDATE: 0x0025,
  SOFTWARE: 0x8022,
  FINGERPRINT: 0x8028,
  ICE_CONTROLLED: 0x8029,
  ICE_CONTROLLING: 0x802a,
} as const;

const HEADER_LENGTH = 20;
/** Attributes a Binding request may carry that need no action from a server without credentials. */
const understood = new Set<number>([
  ATTR.USERNAME,
  ATTR.MESSAGE_INTEGRITY,
  ATTR.PRIORITY,
  ATTR.USE_CANDIDATE,
]);

export type StunRequest = {
  transactionId: Uint8Array;
  /** Comprehension-required attributes (type < 0x8000) we do not understand. */
  unknownRequired: number[];
};

/** A valid STUN Binding request, or null for anything else (which is then ignored). */
export function parseBindingRequest(packet: Uint8Array): StunRequest | null {
  if (packet.length < HEADER_LENGTH || packet.length > 2048) return null;
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength);
  const type = view.getUint16(0);
  const length = view.getUint16(2);
  if (type !== BINDING_REQUEST) return null;
  if (view.getUint32(4) !== MAGIC_COOKIE) return null;
  if (length % 4 !== 0 || HEADER_LENGTH + length !== packet.length) return null;
  const unknownRequired: number[] = [];
  for (let offset = HEADER_LENGTH; offset < packet.length;) {
    if (offset + 4 > packet.length) return null;
    const attrType = view.getUint16(offset);
    const attrLength = view.getUint16(offset + 2);
    const next = offset + 4 + Math.ceil(attrLength / 4) * 4;
    if (next > packet.length) return null;
    if (attrType < 0x8000 && !understood.has(attrType) && unknownRequired.length < 16) {
      unknownRequired.push(attrType);
    }
    offset = next;
  }
  return { transactionId: packet.slice(8, 20), unknownRequired };
}

function message(type: number, transactionId: Uint8Array, attributes: Uint8Array[]): Uint8Array {
  const bodyLength = attributes.reduce((sum, attr) => sum + attr.length, 0);
  const out = new Uint8Array(HEADER_LENGTH + bodyLength);
  const view = new DataView(out.buffer);
  view.setUint16(0, type);
  view.setUint16(2, bodyLength);
  view.setUint32(4, MAGIC_COOKIE);
  out.set(transactionId, 8);
  let offset = HEADER_LENGTH;
  for (const attr of attributes) {
    out.set(attr, offset);
    offset += attr.length;
  }
  return out;
}

function attribute(type: number, value: Uint8Array): Uint8Array {
  const padded = Math.ceil(value.length / 4) * 4;
  const out = new Uint8Array(4 + padded);
  const view = new DataView(out.buffer);
  view.setUint16(0, type);
  view.setUint16(2, value.length);
  out.set(value, 4);
  return out;
}

/** The XOR-MAPPED-ADDRESS value: port ^ top of the cookie, address ^ cookie (‖ transaction id). */
export function xorMappedAddress(
  address: IpAddress,
  port: number,
  transactionId: Uint8Array,
): Uint8Array {
  const plain = unmapIpv4(address);
  const key = new Uint8Array(16);
  new DataView(key.buffer).setUint32(0, MAGIC_COOKIE);
  key.set(transactionId, 4);
  const value = new Uint8Array(4 + plain.bytes.length);
  const view = new DataView(value.buffer);
  view.setUint8(1, plain.version === 4 ? 0x01 : 0x02);
  view.setUint16(2, port ^ (MAGIC_COOKIE >>> 16));
  plain.bytes.forEach((byte, i) => (value[4 + i] = byte ^ (key[i] as number)));
  return value;
}

export function encodeBindingSuccess(
  transactionId: Uint8Array,
  address: string,
  port: number,
): Uint8Array {
  const parsed = parseIp(address);
  if (!parsed) throw new Error(`Not an IP address: ${address}`);
  return message(BINDING_SUCCESS, transactionId, [
    attribute(ATTR.XOR_MAPPED_ADDRESS, xorMappedAddress(parsed, port, transactionId)),
  ]);
}

/** 420 Unknown Attribute, listing the attributes (RFC 5389 §7.3.1). */
export function encodeUnknownAttributes(transactionId: Uint8Array, types: number[]): Uint8Array {
  const reason = new TextEncoder().encode("Unknown Attribute");
  const errorCode = new Uint8Array([0, 0, 4, 20, ...reason]);
  const list = new Uint8Array(types.length * 2);
  types.forEach((type, i) => new DataView(list.buffer).setUint16(2 * i, type));
  return message(BINDING_ERROR, transactionId, [
    attribute(ATTR.ERROR_CODE, errorCode),
    attribute(ATTR.UNKNOWN_ATTRIBUTES, list),
  ]);
}

/** The answer to one datagram from `address`:`port`, or null to ignore it. */
export function answerStun(packet: Uint8Array, address: string, port: number): Uint8Array | null {
  const request = parseBindingRequest(packet);
  if (!request) return null;
  if (request.unknownRequired.length > 0) {
    return encodeUnknownAttributes(request.transactionId, request.unknownRequired);
  }
  return encodeBindingSuccess(request.transactionId, address, port);
}

/** Reads XOR-MAPPED-ADDRESS back from a Binding success response (for tests and clients). */
export function decodeBindingSuccess(packet: Uint8Array): { address: string; port: number } | null {
  if (packet.length < HEADER_LENGTH) return null;
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength);
  if (view.getUint16(0) !== BINDING_SUCCESS || view.getUint32(4) !== MAGIC_COOKIE) return null;
  const key = packet.slice(4, 20);
  for (let offset = HEADER_LENGTH; offset + 4 <= packet.length;) {
    const type = view.getUint16(offset);
    const length = view.getUint16(offset + 2);
    if (type === ATTR.XOR_MAPPED_ADDRESS && offset + 4 + length <= packet.length) {
      const family = view.getUint8(offset + 5);
      const port = view.getUint16(offset + 6) ^ (MAGIC_COOKIE >>> 16);
      const size = family === 0x01 ? 4 : 16;
      const bytes = packet
        .slice(offset + 8, offset + 8 + size)
        .map((byte, i) => byte ^ (key[i] as number));
      return { address: formatIp({ version: family === 0x01 ? 4 : 6, bytes }), port };
    }
    offset += 4 + Math.ceil(length / 4) * 4;
  }
  return null;
}
