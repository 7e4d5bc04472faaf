import { describe, expect, it } from "vitest";
import { DnsLeakStore } from "./leak-store";
import { dnsLeakVerdict } from "./verdict";
import { parseCidrList } from "~/features/net/ip-address";

function store(options: { maxTests?: number; maxResolversPerTest?: number } = {}) {
  let now = 1_000_000;
  let counter = 0;
  const leakStore = new DnsLeakStore({
    ...options,
    now: () => now,
    newId: () => `id${counter++}`,
  });
  return { leakStore, advance: (ms: number) => (now += ms) };
}

describe("DnsLeakStore", () => {
  it("records resolvers per test, counting repeat queries", () => {
    const { leakStore } = store();
    const test = leakStore.create();
    expect(leakStore.record(test.id, "192.0.2.1")).toBe(true);
    leakStore.record(test.id, "192.0.2.1");
    leakStore.record(test.id, "2001:db8::1");
    expect(leakStore.get(test.id)?.resolvers.map((r) => [r.ip, r.queries])).toEqual([
      ["192.0.2.1", 2],
      ["2001:db8::1", 1],
    ]);
  });

  it("ignores queries for ids it never handed out", () => {
    const { leakStore } = store();
    expect(leakStore.record("never-issued", "192.0.2.1")).toBe(false);
    expect(leakStore.size).toBe(0);
  });

  it("forgets a test ten minutes after creating it", () => {
    const { leakStore, advance } = store();
    const test = leakStore.create();
    advance(10 * 60_000 - 1);
    expect(leakStore.get(test.id)).toBeDefined();
    advance(1);
    expect(leakStore.get(test.id)).toBeUndefined();
    expect(leakStore.record(test.id, "192.0.2.1")).toBe(false);
  });

  it("keeps at most maxTests, dropping the oldest, and at most maxResolversPerTest each", () => {
    const { leakStore, advance } = store({ maxTests: 3, maxResolversPerTest: 2 });
    const ids = Array.from({ length: 5 }, () => {
      advance(1000);
      return leakStore.create().id;
    });
    expect(leakStore.size).toBe(3);
    expect(ids.map((id) => leakStore.get(id) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    const last = ids[4] as string;
    for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) leakStore.record(last, ip);
    expect(leakStore.get(last)?.resolvers).toHaveLength(2);
  });

  it("prunes expired tests when new ones are created", () => {
    const { leakStore, advance } = store();
    leakStore.create();
    leakStore.create();
    advance(11 * 60_000);
    leakStore.create();
    expect(leakStore.size).toBe(1);
  });
});

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
