import { describe, expect, it } from "vitest";
import { parseAddressList } from "./address-list.server";

describe("parseAddressList", () => {
  it("is empty for an empty or blank list", () => {
    expect(parseAddressList("")).toEqual([]);
    expect(parseAddressList("  ,  ")).toEqual([]);
  });

  it("reads addresses and CIDR ranges of both families, separated by commas or spaces", () => {
    expect(parseAddressList("192.0.2.7, 10.0.0.0/8 2001:db8::/32,::1")).toEqual([
      { address: "192.0.2.7", prefix: 32, family: "ipv4" },
      { address: "10.0.0.0", prefix: 8, family: "ipv4" },
      { address: "2001:db8::", prefix: 32, family: "ipv6" },
      { address: "::1", prefix: 128, family: "ipv6" },
    ]);
  });

  it.each([
    "localhost",
    "10.0.0.0/33",
    "2001:db8::/129",
    "10.0.0.0/",
    "10.0.0.0/8/1",
    "10.0.0.0/x",
    "300.1.1.1",
  ])("refuses %s, naming it", (entry) => {
    expect(() => parseAddressList(`127.0.0.1, ${entry}`)).toThrow(
      `"${entry}" is not an IP address or CIDR range`,
    );
  });
});
