import { describe, expect, it } from "vitest";
import {
  canonicalIp,
  cidrContains,
  formatIp,
  parseCidr,
  parseCidrList,
  parseIp,
  normalizeAddress,
  clientLimitKey,
  networkLimitKey,
  forwardedAddress,
} from "./ip-address";

describe("normalizeAddress", () => {
  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["0:0:0:0:0:ffff:10.1.2.3", "10.1.2.3"],
    ["127.0.0.1", "127.0.0.1"],
    ["::1", "::1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    [" 192.0.2.1 ", "192.0.2.1"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });
});

describe("parseIp", () => {
  it.each([
    ["192.0.2.1", 4, [192, 0, 2, 1]],
    ["0.0.0.0", 4, [0, 0, 0, 0]],
    ["255.255.255.255", 4, [255, 255, 255, 255]],
  ])("parses IPv4 %s", (text, version, bytes) => {
    const address = parseIp(text);
    expect(address?.version).toBe(version);
    expect(Array.from(address?.bytes ?? [])).toEqual(bytes);
  });

  it.each([
    "256.0.0.1",
    "1.2.3",
    "1.2.3.4.5",
    "01.2.3.4",
    "0x7f.0.0.1",
    "1.2.3.-1",
    "1.2.3.4 5",
    "",
    "localhost",
    "1..2.3",
    ":::",
    "1::2::3",
    "12345::",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7",
    ":1::",
    "1::2:",
    "::ffff:1.2.3.256",
    "::1.2.3",
    "fe80::1%",
    "g::1",
  ])("rejects %j", (text) => {
    expect(parseIp(text)).toBeNull();
  });

  it("parses IPv6 in full, compressed, bracketed and embedded-IPv4 forms", () => {
    expect(formatIp(parseIp("2001:0db8:0000:0000:0000:0000:0000:0001")!)).toBe("2001:db8::1");
    expect(formatIp(parseIp("[::1]")!)).toBe("::1");
    expect(formatIp(parseIp("::")!)).toBe("::");
    expect(formatIp(parseIp("1::")!)).toBe("1::");
    expect(Array.from(parseIp("::ffff:192.0.2.33")!.bytes.slice(10))).toEqual([
      255, 255, 192, 0, 2, 33,
    ]);
    expect(formatIp(parseIp("64:ff9b::192.0.2.33")!)).toBe("64:ff9b::c000:221");
  });

  it("keeps the zone of a scoped address", () => {
    const address = parseIp("fe80::1%eth0");
    expect(address?.zone).toBe("eth0");
    expect(formatIp(address!)).toBe("fe80::1%eth0");
  });
});

describe("formatIp (RFC 5952)", () => {
  it.each([
    ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"],
    ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"],
    ["2001:DB8::AB", "2001:db8::ab"],
    ["0:0:0:0:0:0:0:1", "::1"],
  ])("%s is written %s", (input, output) => {
    expect(formatIp(parseIp(input)!)).toBe(output);
  });
});

describe("canonicalIp", () => {
  it("unmaps IPv4-mapped IPv6 addresses, in dotted or hex form", () => {
    expect(canonicalIp("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(canonicalIp("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(canonicalIp("nonsense")).toBeNull();
  });
});

describe("CIDR ranges", () => {
  it("matches addresses inside a range and not outside", () => {
    const range = parseCidr("10.8.0.0/14")!;
    expect(cidrContains(range, parseIp("10.11.255.255")!)).toBe(true);
    expect(cidrContains(range, parseIp("10.12.0.0")!)).toBe(false);
    expect(cidrContains(range, parseIp("::ffff:10.9.0.1")!)).toBe(true);
    expect(cidrContains(range, parseIp("2001:db8::1")!)).toBe(false);
  });

  it("treats a bare address as a single-address range and /0 as everything", () => {
    expect(cidrContains(parseCidr("2001:db8::53")!, parseIp("2001:db8::53")!)).toBe(true);
    expect(cidrContains(parseCidr("2001:db8::53")!, parseIp("2001:db8::54")!)).toBe(false);
    expect(cidrContains(parseCidr("::/0")!, parseIp("2a00::1")!)).toBe(true);
  });

  it.each([
    "10.0.0.0/33",
    "::/129",
    "10.0.0.0/-1",
    "10.0.0.0/8/8",
    "x/8",
    "fe80::1%eth0/64",
    "10.0.0.0/",
  ])("rejects %j", (text) => {
    expect(parseCidr(text)).toBeNull();
  });

  it("parses a list and reports the invalid entries", () => {
    const { cidrs, invalid } = parseCidrList(" 10.0.0.0/8, 2001:db8::/32  bogus,192.0.2.1");
    expect(cidrs.map((cidr) => cidr.prefix)).toEqual([8, 32, 32]);
    expect(invalid).toEqual(["bogus"]);
  });
});

describe("forwardedAddress", () => {
  it("takes off the port or brackets a proxy added", () => {
    expect(forwardedAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(forwardedAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(forwardedAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(forwardedAddress(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(forwardedAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(forwardedAddress("2001:db8::1")).toBe("2001:db8::1");
  });

  it("gives nothing for an entry that is no address, whatever the proxy wrote", () => {
    for (const entry of [
      "unknown",
      "",
      "garbage",
      "<script>",
      "1.2.3.4:80:80",
      "[::1",
      "x".repeat(7000),
    ]) {
      expect(forwardedAddress(entry), entry.slice(0, 20)).toBeNull();
    }
  });
});

describe("clientLimitKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:abcd::9%eth0", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["::1", "::/64"],
  ])("keys %s as %s", (input, expected) => {
    expect(clientLimitKey(input)).toBe(expected);
  });

  it("gives every address of one /64 the same key and a neighbouring /64 another", () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) =>
        clientLimitKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`),
      ),
    );
    expect([...keys]).toEqual(["2001:db8:aa:bb::/64"]);
    expect(clientLimitKey("2001:db8:aa:bc::1")).not.toBe("2001:db8:aa:bb::/64");
  });
});

describe("networkLimitKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1::/48"],
    ["2001:db8:1:ff00:ffff:ffff:ffff:ffff", "2001:db8:1::/48"],
    ["2001:0DB8:0001:0002:0000:0000:0000:0001", "2001:db8:1::/48"],
    ["[2001:db8:1:2::1]", "2001:db8:1::/48"],
    ["2001:DB8:1:2:abcd::9%eth0", "2001:db8:1::/48"],
    ["fe80::1%eth0", "fe80::/48"],
    ["2001:db8::", "2001:db8::/48"],
    ["2001:db8:2::1", "2001:db8:2::/48"],
    ["::1", "::/48"],
    ["not an address", "not an address"],
  ])("keys %s as %s", (input, expected) => {
    expect(networkLimitKey(input)).toBe(expected);
  });

  it("gives every /64 of one /48 the same network and a neighbouring /48 another", () => {
    const keys = new Set(
      Array.from({ length: 256 }, (_, i) => networkLimitKey(`2001:db8:aa:${i.toString(16)}00::1`)),
    );
    expect([...keys]).toEqual(["2001:db8:aa::/48"]);
    expect(networkLimitKey("2001:db8:ab::1")).toBe("2001:db8:ab::/48");
    // The /64 keys stay apart: the client tier is unchanged.
    expect(clientLimitKey("2001:db8:aa:100::1")).not.toBe(clientLimitKey("2001:db8:aa:200::1"));
  });
});
