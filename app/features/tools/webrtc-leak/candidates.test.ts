import { describe, expect, it } from "vitest";
import { type Candidate, parseCandidate, summariseCandidates, webrtcVerdict } from "./candidates";

describe("parseCandidate", () => {
  it("reads a host candidate with an mDNS name", () => {
    expect(
      parseCandidate(
        "candidate:1467250027 1 udp 2122260223 0c4c4c8e-1c2b-4ad5-9d3e-8f0b5e0d6a7b.local 54321 typ host generation 0",
      ),
    ).toEqual({
      address: "0c4c4c8e-1c2b-4ad5-9d3e-8f0b5e0d6a7b.local",
      port: 54321,
      protocol: "udp",
      type: "host",
    });
  });

  it("reads a server-reflexive candidate from an SDP line", () => {
    expect(
      parseCandidate(
        "a=candidate:842163049 1 UDP 1677729535 203.0.113.7 46154 typ srflx raddr 0.0.0.0 rport 0",
      ),
    ).toEqual({ address: "203.0.113.7", port: 46154, protocol: "udp", type: "srflx" });
  });

  it.each([
    "",
    "candidate:",
    "candidate:1 1 udp 1 1.2.3.4 5 host",
    "candidate:1 1 udp 1 1.2.3.4 99999 typ host",
    "candidate:1 1 udp 1 1.2.3.4 5 typ bogus",
  ])("rejects %j", (line) => {
    expect(parseCandidate(line)).toBeNull();
  });
});

describe("summariseCandidates", () => {
  const host = (address: string): Candidate => ({
    address,
    port: 1,
    protocol: "udp",
    type: "host",
  });
  const srflx = (address: string): Candidate => ({
    address,
    port: 1,
    protocol: "udp",
    type: "srflx",
  });

  it("is not leaking when host addresses are hidden behind mDNS names", () => {
    expect(
      summariseCandidates([
        host("a.local"),
        host("a.local"),
        host("b.local"),
        srflx("203.0.113.7"),
      ]),
    ).toEqual({
      localIPs: [],
      obfuscatedCount: 2,
      publicIPs: ["203.0.113.7"],
    });
  });

  it("lists host candidates that show an IP address", () => {
    const result = summariseCandidates([
      host("192.168.1.20"),
      host("192.168.1.20"),
      host("fd00::5"),
      host("x.local"),
    ]);
    expect(result.localIPs).toEqual(["192.168.1.20", "fd00::5"]);
    expect(result.publicIPs).toEqual([]);
  });

  it("ignores relay candidates and unmaps IPv4-mapped addresses", () => {
    const result = summariseCandidates([
      { address: "198.51.100.1", port: 3478, protocol: "udp", type: "relay" },
      srflx("::ffff:203.0.113.9"),
    ]);
    expect(result).toMatchObject({ localIPs: [], publicIPs: ["203.0.113.9"] });
  });
});

describe("webrtcVerdict", () => {
  it("is a leak when STUN saw a public address the site did not see over HTTP", () => {
    expect(webrtcVerdict({ publicIPs: ["198.51.100.4"] }, ["203.0.113.7"])).toEqual({
      status: "leak",
      leaked: ["198.51.100.4"],
      unverified: [],
    });
  });

  it("is safe when STUN and HTTP saw the same address, whatever the local candidates", () => {
    const result = summariseCandidates([
      { address: "192.168.1.20", port: 1, protocol: "udp", type: "host" },
      { address: "::ffff:203.0.113.7", port: 1, protocol: "udp", type: "srflx" },
    ]);
    expect(result.localIPs).toEqual(["192.168.1.20"]);
    expect(webrtcVerdict(result, ["203.0.113.7"]).status).toBe("safe");
  });

  it("does not call an address in a family HTTP never saw a leak, nor a missing STUN answer safe", () => {
    expect(webrtcVerdict({ publicIPs: ["2001:db8::1"] }, ["203.0.113.7"])).toEqual({
      status: "unverified",
      leaked: [],
      unverified: ["2001:db8::1"],
    });
    expect(webrtcVerdict({ publicIPs: [] }, ["203.0.113.7"]).status).toBe("no-public");
  });

  it("compares IPv6 in canonical form", () => {
    expect(webrtcVerdict({ publicIPs: ["2001:db8::1"] }, ["2001:0db8:0:0::1"]).status).toBe("safe");
  });
});
