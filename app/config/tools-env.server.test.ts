import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("tool settings", () => {
  it("defaults: DNS leak test and STUN off, public breach API, 60 requests a minute", () => {
    const env = parseEnv({});
    expect(env.DNS_LEAK_ZONE).toBeUndefined();
    expect(env.STUN_PORT).toBeUndefined();
    expect(env).toMatchObject({
      DNS_PORT: 53,
      DNS_LEAK_ANSWER_IPV4: "127.0.0.1",
      DNS_LEAK_ANSWER_IPV6: "::1",
      VPN_DNS_RANGES: "",
      BREACH_API_BASE: "https://api.pwnedpasswords.com",
      TOOLS_RATE_LIMIT: 60,
    });
  });

  it("normalises the zone and the breach base", () => {
    const env = parseEnv({
      DNS_LEAK_ZONE: "DnsTest.Example.COM.",
      BREACH_API_BASE: "https://hibp.example/api/",
    });
    expect(env.DNS_LEAK_ZONE).toBe("dnstest.example.com");
    expect(env.BREACH_API_BASE).toBe("https://hibp.example/api");
    expect(parseEnv({ STUN_PORT: "" }).STUN_PORT).toBeUndefined();
    expect(parseEnv({ STUN_PORT: "3478" }).STUN_PORT).toBe(3478);
  });

  it.each([
    ["DNS_LEAK_ZONE", "localhost"],
    ["DNS_LEAK_ZONE", "bad_label.example"],
    ["DNS_LEAK_ANSWER_IPV4", "::1"],
    ["DNS_LEAK_ANSWER_IPV6", "127.0.0.1"],
    ["VPN_DNS_RANGES", "10.0.0.0/8, 10.0.0.0/40"],
    ["VPN_DNS_RANGES", "vpn-dns"],
    ["STUN_PORT", "70000"],
    ["BREACH_API_BASE", "ftp://breach.example"],
    ["TOOLS_RATE_LIMIT", "0"],
  ])("refuses %s=%j, naming it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("accepts VPN resolver ranges as addresses and CIDRs, IPv4 and IPv6", () => {
    expect(parseEnv({ VPN_DNS_RANGES: "10.8.0.1, 10.9.0.0/16 2001:db8::/48" }).VPN_DNS_RANGES).toBe(
      "10.8.0.1, 10.9.0.0/16 2001:db8::/48",
    );
  });
});
