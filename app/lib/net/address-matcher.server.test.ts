import { describe, expect, it } from "vitest";
import { parseAddressList } from "~/config/address-list.server";
import { createAddressMatcher } from "./address-matcher.server";

const matcher = (list: string) => createAddressMatcher(parseAddressList(list));

describe("createAddressMatcher", () => {
  it("matches nothing when the list is empty", () => {
    const matches = matcher("");
    expect(["127.0.0.1", "::1", "10.0.0.1"].map(matches)).toEqual([false, false, false]);
  });

  it("matches single IPv4 addresses exactly", () => {
    const matches = matcher("192.0.2.7");
    expect(matches("192.0.2.7")).toBe(true);
    expect(matches("192.0.2.8")).toBe(false);
  });

  it("matches IPv4 CIDR ranges at their edges", () => {
    const matches = matcher("10.20.0.0/16");
    expect(matches("10.20.0.0")).toBe(true);
    expect(matches("10.20.255.255")).toBe(true);
    expect(matches("10.21.0.0")).toBe(false);
    expect(matches("10.19.255.255")).toBe(false);
  });

  it("matches IPv6 addresses and ranges", () => {
    const matches = matcher("2001:db8:abcd::/48, ::1");
    expect(matches("2001:db8:abcd:12::7")).toBe(true);
    expect(matches("2001:DB8:ABCD::1")).toBe(true);
    expect(matches("2001:db8:abce::1")).toBe(false);
    expect(matches("::1")).toBe(true);
    expect(matches("::2")).toBe(false);
  });

  it("treats IPv4-mapped IPv6 as the IPv4 address, both ways", () => {
    expect(matcher("127.0.0.1")("::ffff:127.0.0.1")).toBe(true);
    expect(matcher("::ffff:127.0.0.1")("127.0.0.1")).toBe(true);
    expect(matcher("10.0.0.0/8")("::ffff:10.9.8.7")).toBe(true);
  });

  it("never matches something that is not an address", () => {
    const matches = matcher("0.0.0.0/0, ::/0");
    expect(matches("")).toBe(false);
    expect(matches("localhost")).toBe(false);
    expect(matches("203.0.113.5, 10.0.0.1")).toBe(false);
    expect(matches("203.0.113.5")).toBe(true);
  });
});
