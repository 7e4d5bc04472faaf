import { describe, expect, it } from "vitest";
import { classifyAddress, isPublicAddress } from "./address-kind";

describe("classifyAddress", () => {
  it.each([
    ["8.8.8.8", "public"],
    ["1.1.1.1", "public"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this-network"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["172.32.0.1", "public"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.255", "cgnat"],
    ["100.128.0.1", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["169.254.169.254", "link-local"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.1", "documentation"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.200", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["198.20.0.1", "public"],
    ["192.88.99.1", "reserved"],
    ["224.0.0.251", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
  ])("IPv4 %s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ["2001:4860:4860::8888", "public"],
    ["2a00:1450:4001:80b::200e", "public"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["::2", "reserved"],
    ["::127.0.0.1", "reserved"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf::1", "link-local"],
    ["fec0::1", "site-local"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::fb", "multicast"],
    ["2001:db8::1", "documentation"],
    ["3fff::1", "documentation"],
    ["2001:2::1", "benchmarking"],
    ["2001::1", "reserved"],
    ["100::1", "reserved"],
    ["64:ff9b:1::1", "private"],
    ["4000::1", "reserved"],
    ["1000::1", "reserved"],
  ])("IPv6 %s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:8.8.8.8", "public"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::10.0.0.1", "private"],
    ["64:ff9b::8.8.8.8", "public"],
    ["2002:c0a8:101::1", "private"],
    ["2002:0808:0808::1", "public"],
  ])("an IPv4 address carried in IPv6, %s, is judged as its IPv4 address: %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it("answers null for text that is not an address", () => {
    expect(classifyAddress("localhost")).toBeNull();
    expect(classifyAddress("127.1")).toBeNull();
    expect(isPublicAddress("localhost")).toBe(false);
    expect(isPublicAddress("9.9.9.9")).toBe(true);
  });
});
