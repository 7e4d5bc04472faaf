/**
 * The few parts of the DNS wire format (RFC 1035) an authoritative test responder needs:
 * reading a query's header and single question, and writing a response. Every read is
 * bounds-checked, so a malformed packet yields a FORMERR answer or nothing, never an exception.
 */

export const DNS_TYPE = { A: 1, NS: 2, SOA: 6, AAAA: 28, ANY: 255 } as const;
export const DNS_CLASS_IN = 1;
export const RCODE = {
  NOERROR: 0,
  FORMERR: 1,
  SERVFAIL: 2,
  NXDOMAIN: 3,
  NOTIMP: 4,
  REFUSED: 5,
} as const;

const HEADER_LENGTH = 12;
const MAX_NAME_LENGTH = 255;

export type DnsQuestion = {
  /** Presentation form, lower case, without the final dot; "" is the root. */
  name: string;
  labels: Uint8Array[];
  type: number;
  class: number;
};

export type DnsHeader = {
  id: number;
  opcode: number;
  recursionDesired: boolean;
  checkingDisabled: boolean;
};

export type ParsedQuery =
  | { ok: true; header: DnsHeader; question: DnsQuestion }
  /** The header was readable, so the client can be told what was wrong. */
  | { ok: false; header: DnsHeader; rcode: number };

function presentLabel(label: Uint8Array): string {
  let text = "";
  for (const byte of label) {
    const char = String.fromCharCode(byte);
    // Letters, digits, "-" and "_" as they are; anything else (a "." inside a label
    // included) escaped, so no label can pass for two.
    text += /[a-zA-Z0-9_-]/.test(char)
      ? char.toLowerCase()
      : `\\${byte.toString().padStart(3, "0")}`;
  }
  return text;
}

/**
 * Reads the question's name: labels only. A compression pointer is refused, as a query's
 * question has no earlier name to point at (RFC 1035, 4.1.4): allowed to point backwards, a
 * name of nested labels each pointing into itself spelled one five times its size, which
 * the answer echoes in full (a 55-byte query drew 265 bytes).
 */
function readName(packet: Uint8Array, start: number): { labels: Uint8Array[]; end: number } | null {
  const labels: Uint8Array[] = [];
  let length = 1;
  for (let offset = start; ;) {
    if (offset >= packet.length) return null;
    const byte = packet[offset] as number;
    if (byte === 0) return { labels, end: offset + 1 };
    // 0xc0 is a pointer; 0x40 and 0x80 are reserved label types.
    if (byte & 0xc0) return null;
    length += byte + 1;
    if (length > MAX_NAME_LENGTH || offset + 1 + byte > packet.length) return null;
    labels.push(packet.slice(offset + 1, offset + 1 + byte));
    offset += 1 + byte;
  }
}

function readUint16(packet: Uint8Array, offset: number): number {
  return ((packet[offset] as number) << 8) | (packet[offset + 1] as number);
}

/** Reads a query; null when it cannot be answered at all (too short, or itself a response). */
export function parseQuery(packet: Uint8Array): ParsedQuery | null {
  if (packet.length < HEADER_LENGTH) return null;
  const flags = readUint16(packet, 2);
  if (flags & 0x8000) return null;
  const header: DnsHeader = {
    id: readUint16(packet, 0),
    opcode: (flags >> 11) & 0xf,
    recursionDesired: (flags & 0x0100) !== 0,
    checkingDisabled: (flags & 0x0010) !== 0,
  };
  if (header.opcode !== 0) return { ok: false, header, rcode: RCODE.NOTIMP };
  if (readUint16(packet, 4) !== 1) return { ok: false, header, rcode: RCODE.FORMERR };
  const name = readName(packet, HEADER_LENGTH);
  if (!name || name.end + 4 > packet.length) return { ok: false, header, rcode: RCODE.FORMERR };
  return {
    ok: true,
    header,
    question: {
      name: name.labels.map(presentLabel).join("."),
      labels: name.labels,
      type: readUint16(packet, name.end),
      class: readUint16(packet, name.end + 2),
    },
  };
}

export type ResourceRecord = { type: number; ttl: number; data: Uint8Array };

export type ResponseInit = {
  header: DnsHeader;
  question?: DnsQuestion;
  rcode: number;
  authoritative: boolean;
  /** Records for the question's name. */
  answers?: ResourceRecord[];
  /** Records for the zone apex (the SOA of a negative answer), with its owner in wire form. */
  authority?: { owner: Uint8Array; record: ResourceRecord }[];
};

/** A compressed name (RFC 1035, 4.1.4): a pointer to the name at `offset` in the message. */
export function nameAt(offset: number): Uint8Array {
  return new Uint8Array([0xc0 | (offset >> 8), offset & 0xff]);
}

/** Where, in a response, the question name's last `labelCount` labels begin. */
export function suffixOffset(question: DnsQuestion, labelCount: number): number {
  const before = question.labels.slice(0, question.labels.length - labelCount);
  return before.reduce((offset, label) => offset + label.length + 1, HEADER_LENGTH);
}

export function encodeName(labels: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(labels.reduce((sum, label) => sum + label.length + 1, 1));
  let offset = 0;
  for (const label of labels) {
    out[offset++] = label.length;
    out.set(label, offset);
    offset += label.length;
  }
  return out;
}

export function labelsOf(name: string): Uint8Array[] {
  return name === "" ? [] : name.split(".").map((label) => new TextEncoder().encode(label));
}

function recordBytes(owner: Uint8Array, record: ResourceRecord): Uint8Array {
  const out = new Uint8Array(owner.length + 10 + record.data.length);
  const view = new DataView(out.buffer);
  out.set(owner, 0);
  const offset = owner.length;
  view.setUint16(offset, record.type);
  view.setUint16(offset + 2, DNS_CLASS_IN);
  view.setUint32(offset + 4, record.ttl);
  view.setUint16(offset + 8, record.data.length);
  out.set(record.data, offset + 10);
  return out;
}

export function buildResponse(init: ResponseInit): Uint8Array {
  const parts: Uint8Array[] = [];
  const header = new Uint8Array(HEADER_LENGTH);
  const view = new DataView(header.buffer);
  const answers = init.question ? (init.answers ?? []) : [];
  const authority = init.question ? (init.authority ?? []) : [];
  view.setUint16(0, init.header.id);
  view.setUint16(
    2,
    0x8000 |
      (init.header.opcode << 11) |
      (init.authoritative ? 0x0400 : 0) |
      (init.header.recursionDesired ? 0x0100 : 0) |
      (init.header.checkingDisabled ? 0x0010 : 0) |
      (init.rcode & 0xf),
  );
  view.setUint16(4, init.question ? 1 : 0);
  view.setUint16(6, answers.length);
  view.setUint16(8, authority.length);
  parts.push(header);
  if (init.question) {
    const tail = new Uint8Array(4);
    new DataView(tail.buffer).setUint16(0, init.question.type);
    new DataView(tail.buffer).setUint16(2, init.question.class);
    parts.push(encodeName(init.question.labels), tail);
    // The answers' owner is the question name: a compression pointer to offset 12.
    for (const record of answers)
      parts.push(recordBytes(new Uint8Array([0xc0, HEADER_LENGTH]), record));
    for (const entry of authority) parts.push(recordBytes(entry.owner, entry.record));
  }
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
