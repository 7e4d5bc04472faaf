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
    ["SPEEDTEST_SERVERS", "XX=https://speed.example"],
    ["SPEEDTEST_SERVERS", "SG=ftp://speed.example"],
    ["SPEEDTEST_SERVERS", "SG"],
    ["SPEEDTEST_CORS_ORIGINS", "not a url"],
    ["SPEEDTEST_MB_PER_MINUTE", "10"],
    ["LATENCY_ENDPOINTS", "paris=https://fr.example/ping"],
  ])("refuses %s=%j, naming it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("accepts VPN resolver ranges as addresses and CIDRs, IPv4 and IPv6", () => {
    expect(parseEnv({ VPN_DNS_RANGES: "10.8.0.1, 10.9.0.0/16 2001:db8::/48" }).VPN_DNS_RANGES).toBe(
      "10.8.0.1, 10.9.0.0/16 2001:db8::/48",
    );
  });

  it("reads speed-test servers as origins and latency endpoints as whole URLs, keyed case-insensitively", () => {
    const env = parseEnv({
      SPEEDTEST_SERVERS:
        "sg=https://sg.speed.example/ignored/path, GB=http://uk.speed.example:8080",
      SPEEDTEST_CORS_ORIGINS: "https://umbra.example/",
      LATENCY_ENDPOINTS:
        "tokyo=https://jp.example/api/speedtest/ping,Sao-Paulo=https://br.example/p?x=1",
    });
    expect(env.SPEEDTEST_SERVERS).toEqual({
      SG: "https://sg.speed.example",
      GB: "http://uk.speed.example:8080",
    });
    expect(env.SPEEDTEST_CORS_ORIGINS).toEqual(["https://umbra.example"]);
    expect(env.LATENCY_ENDPOINTS).toEqual({
      tokyo: "https://jp.example/api/speedtest/ping",
      "sao-paulo": "https://br.example/p?x=1",
    });
    expect(parseEnv({})).toMatchObject({
      SPEEDTEST_SERVERS: {},
      LATENCY_ENDPOINTS: {},
      SPEEDTEST_CORS_ORIGINS: [],
      SPEEDTEST_RATE_LIMIT: 400,
      SPEEDTEST_MB_PER_MINUTE: 500,
      SPEEDTEST_GLOBAL_MB_PER_MINUTE: 6000,
      SPEEDTEST_MAX_TRANSFERS_PER_CLIENT: 4,
      DNS_RESPONSES_PER_SECOND: 50,
      STUN_RESPONSES_PER_SECOND: 20,
    });
  });
});
