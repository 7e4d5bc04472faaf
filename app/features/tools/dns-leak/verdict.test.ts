import { describe, expect, it } from "vitest";
import { dnsLeakOutcome, dnsLeakVerdict } from "./verdict";
import { parseCidrList } from "~/lib/net/ip-address";

describe("dnsLeakVerdict", () => {
  const ranges = parseCidrList("10.8.0.0/24, 2001:db8:53::/48").cidrs;

  it("is no leak with one resolver and no ranges configured", () => {
    expect(dnsLeakVerdict(["192.0.2.1"], [])).toEqual({ leak: false, reasons: [], outsideVpn: [] });
  });

  it("is a leak with more than one resolver (the spec's rule)", () => {
    expect(dnsLeakVerdict(["192.0.2.1", "192.0.2.2"], []).reasons).toEqual(["multiple-resolvers"]);
  });

  it("is a leak when a resolver lies outside the VPN's ranges, even alone", () => {
    expect(dnsLeakVerdict(["10.8.0.1"], ranges).leak).toBe(false);
    expect(dnsLeakVerdict(["2001:db8:53::1"], ranges).leak).toBe(false);
    expect(dnsLeakVerdict(["192.0.2.1"], ranges)).toEqual({
      leak: true,
      reasons: ["outside-vpn-ranges"],
      outsideVpn: ["192.0.2.1"],
    });
  });

  it("is no leak when nothing was detected", () => {
    expect(dnsLeakVerdict([], ranges).leak).toBe(false);
  });
});

describe("dnsLeakOutcome", () => {
  it("reads a finished test as a leak, no leak, or no resolver seen (never no leak)", () => {
    const resolver = { ip: "192.0.2.1" };
    expect(dnsLeakOutcome({ servers: [resolver], leak: true })).toBe("leak");
    expect(dnsLeakOutcome({ servers: [resolver], leak: false })).toBe("safe");
    expect(dnsLeakOutcome({ servers: [], leak: false })).toBe("unseen");
  });
});
