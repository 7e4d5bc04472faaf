import { describe, expect, it } from "vitest";
import { answerDnsQuery, createZoneConfig, testIdFromName, testNames } from "./dns-answer";
import { DNS_TYPE, RCODE, encodeName, labelsOf, parseQuery } from "./dns-message";

const config = createZoneConfig("DnsTest.Example.com.", "198.51.100.53", "2001:db8::53");
const ID = "0123456789abcdef0123";

function query(
  name: string,
  type: number,
  options: { id?: number; flags?: number; qdcount?: number } = {},
) {
  const header = new Uint8Array(12);
  const view = new DataView(header.buffer);
  view.setUint16(0, options.id ?? 0xbeef);
  view.setUint16(2, options.flags ?? 0x0100);
  view.setUint16(4, options.qdcount ?? 1);
  const tail = new Uint8Array([type >> 8, type & 0xff, 0, 1]);
  return new Uint8Array([...header, ...encodeName(labelsOf(name)), ...tail]);
}

/** Reads the fields of a response the tests check. */
function read(response: Uint8Array | null) {
  if (!response) throw new Error("no response");
  const view = new DataView(response.buffer, response.byteOffset, response.byteLength);
  const flags = view.getUint16(2);
  const out = {
    id: view.getUint16(0),
    qr: (flags & 0x8000) !== 0,
    aa: (flags & 0x0400) !== 0,
    rd: (flags & 0x0100) !== 0,
    rcode: flags & 0xf,
    qdcount: view.getUint16(4),
    ancount: view.getUint16(6),
    nscount: view.getUint16(8),
    answer: undefined as undefined | { type: number; ttl: number; data: number[] },
  };
  if (out.ancount > 0) {
    // Skip the question (name + 4 bytes); the answer's owner is a 2-byte pointer.
    let offset = 12;
    while (response[offset] !== 0) offset += (response[offset] as number) + 1;
    offset += 5;
    expect([response[offset], response[offset + 1]]).toEqual([0xc0, 12]);
    const length = view.getUint16(offset + 10);
    out.answer = {
      type: view.getUint16(offset + 2),
      ttl: view.getUint32(offset + 6),
      data: Array.from(response.slice(offset + 12, offset + 12 + length)),
    };
  }
  return out;
}

describe("answers in the zone", () => {
  it("answers A with the configured address, TTL 0, authoritatively, echoing id and RD", () => {
    const answer = answerDnsQuery(
      query(`${ID}-1.dnstest.example.com`, DNS_TYPE.A, { id: 4242 }),
      config,
    );
    expect(answer.name).toBe(`${ID}-1.dnstest.example.com`);
    expect(read(answer.response)).toMatchObject({
      id: 4242,
      qr: true,
      aa: true,
      rd: true,
      rcode: RCODE.NOERROR,
      qdcount: 1,
      ancount: 1,
      answer: { type: DNS_TYPE.A, ttl: 0, data: [198, 51, 100, 53] },
    });
  });

  it("answers AAAA with the configured IPv6 address", () => {
    const answer = read(
      answerDnsQuery(query(`x.dnstest.example.com`, DNS_TYPE.AAAA), config).response,
    );
    expect(answer.answer).toEqual({
      type: DNS_TYPE.AAAA,
      ttl: 0,
      data: [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x53],
    });
  });

  it("reads names case-insensitively but echoes the question's case (0x20 randomisation)", () => {
    const packet = query(`${ID}-2.DnsTest.EXAMPLE.com`, DNS_TYPE.A);
    const answer = answerDnsQuery(packet, config);
    expect(answer.name).toBe(`${ID}-2.dnstest.example.com`);
    expect(new TextDecoder().decode(answer.response!.slice(12, 12 + 40))).toContain("DnsTest");
  });

  it("answers other types with no records and the zone's SOA (NODATA)", () => {
    const answer = read(answerDnsQuery(query("a.dnstest.example.com", 65), config).response);
    expect(answer).toMatchObject({ rcode: RCODE.NOERROR, aa: true, ancount: 0, nscount: 1 });
    const soa = read(answerDnsQuery(query("dnstest.example.com", DNS_TYPE.SOA), config).response);
    expect(soa).toMatchObject({
      rcode: RCODE.NOERROR,
      ancount: 1,
      answer: { type: DNS_TYPE.SOA, ttl: 0 },
    });
  });
});

describe("refusals and errors", () => {
  it("refuses names outside the zone, including look-alikes", () => {
    for (const name of [
      "example.com",
      "evil-dnstest.example.com",
      "dnstest.example.com.evil.net",
    ]) {
      const answer = answerDnsQuery(query(name, DNS_TYPE.A), config);
      expect(answer.name).toBeUndefined();
      expect(read(answer.response)).toMatchObject({ rcode: RCODE.REFUSED, aa: false, ancount: 0 });
    }
  });

  it("does not let a label containing a dot pass for two labels", () => {
    const packet = query("placeholder", DNS_TYPE.A);
    const name = new TextEncoder().encode("x.dnstest.example.com");
    const crafted = new Uint8Array([...packet.slice(0, 12), name.length, ...name, 0, 0, 1, 0, 1]);
    const parsed = parseQuery(crafted);
    expect(parsed?.ok && parsed.question.name).toBe("x\\046dnstest\\046example\\046com");
    expect(read(answerDnsQuery(crafted, config).response).rcode).toBe(RCODE.REFUSED);
  });

  it("answers FORMERR to a query without exactly one question, NOTIMP to other opcodes", () => {
    expect(
      read(answerDnsQuery(query("a.dnstest.example.com", 1, { qdcount: 2 }), config).response),
    ).toMatchObject({
      rcode: RCODE.FORMERR,
      qdcount: 0,
    });
    expect(
      read(answerDnsQuery(query("a.dnstest.example.com", 1, { flags: 0x2000 }), config).response)
        .rcode,
    ).toBe(RCODE.NOTIMP);
  });

  it("stays silent for responses and packets shorter than a header", () => {
    expect(
      answerDnsQuery(query("a.dnstest.example.com", 1, { flags: 0x8000 }), config).response,
    ).toBeNull();
    expect(answerDnsQuery(new Uint8Array(11), config).response).toBeNull();
  });

  it("answers FORMERR to truncated names, forward and looping compression pointers", () => {
    const header = query("a", 1).slice(0, 12);
    for (const body of [
      [5, 97, 98],
      [0xc0, 12],
      [0xc0, 200],
      [1, 97, 0xc0, 12, 0, 1, 0, 1],
      [0x40, 97],
      [1, 97, 0, 0],
    ]) {
      const response = answerDnsQuery(new Uint8Array([...header, ...body]), config).response;
      expect(read(response).rcode).toBe(RCODE.FORMERR);
    }
  });

  it("answers no more than its size and a record to a question whose pointers spell it again", () => {
    // Each level's label holds the level below whole, then points back at it: read once as
    // label bytes and once through the pointer. 40 bytes of name spelled one of 248, and the
    // answer echoed it in full: a 56-byte query drew 264 bytes, to whatever source it named.
    const nested = (inner: number[], depth: number, at = 12): number[] => {
      if (depth === 0) return inner;
      const below = nested(inner, depth - 1, at + 1);
      return [below.length, ...below, 0xc0, at + 1];
    };
    const header = [...query("a", 1).slice(0, 12)];
    for (const inner of [[1, 97, 0], [...encodeName(labelsOf("x.dnstest.example.com"))]]) {
      for (let depth = 1; depth <= 12; depth++) {
        const packet = new Uint8Array([...header, ...nested(inner, depth), 0, 1, 0, 1]);
        const answer = answerDnsQuery(packet, config).response;
        expect(answer?.length, `depth ${depth}`).toBeLessThanOrEqual(packet.length + 50);
      }
    }
  });

  it("refuses names longer than 255 bytes", () => {
    const long = Array.from({ length: 5 }, () => "a".repeat(63)).join(".");
    expect(
      read(answerDnsQuery(query(`${long}.dnstest.example.com`, 1), config).response).rcode,
    ).toBe(RCODE.FORMERR);
  });

  it("survives 20,000 random and mutated packets without throwing", () => {
    let seed = 12345;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 16;
    };
    const valid = query(`${ID}-1.dnstest.example.com`, DNS_TYPE.A);
    for (let i = 0; i < 20_000; i++) {
      let packet: Uint8Array;
      if (i % 2 === 0) {
        packet = new Uint8Array(random() % 300);
        for (let j = 0; j < packet.length; j++) packet[j] = random() & 0xff;
      } else {
        packet = valid.slice(0, random() % (valid.length + 1));
        for (let k = 0; k < 3 && packet.length > 0; k++)
          packet[random() % packet.length] = random() & 0xff;
      }
      expect(() => answerDnsQuery(packet, config)).not.toThrow();
    }
  });
});

describe("test names", () => {
  it("are <id>-<n>.<zone>, and the id is read back only from such names", () => {
    const names = testNames(ID, config.zone, 3);
    expect(names).toEqual([
      `${ID}-1.dnstest.example.com`,
      `${ID}-2.dnstest.example.com`,
      `${ID}-3.dnstest.example.com`,
    ]);
    expect(names.map((name) => testIdFromName(name, config.zone))).toEqual([ID, ID, ID]);
    expect(testIdFromName(`${ID}.dnstest.example.com`, config.zone)).toBeNull();
    expect(testIdFromName(`a.${ID}-1.dnstest.example.com`, config.zone)).toBeNull();
    expect(testIdFromName(`${ID}-1.other.example`, config.zone)).toBeNull();
  });
});
