import { describe, expect, it } from "vitest";
import { type FamilyProbe, compareFamilies, uncheckedFamilies } from "./address-families";
import { probeFamily } from "./probe-families";

const reached = (family: 4 | 6, asn: number | null): FamilyProbe => ({
  status: "reached",
  info: {
    ip: family === 4 ? "203.0.113.9" : "2001:db8::9",
    family,
    kind: "public",
    asn,
    org: asn ? `AS ${asn}` : null,
    city: null,
    region: null,
    country: null,
    countryCode: null,
    timezone: null,
    latitude: null,
    longitude: null,
  },
});

describe("compareFamilies", () => {
  it("calls an IPv6 address on another network than the IPv4 one a leak", () => {
    expect(compareFamilies(reached(4, 64500), reached(6, 3320))).toBe("ipv6-other-network");
  });
  it("passes both families on one network", () => {
    expect(compareFamilies(reached(4, 64500), reached(6, 64500))).toBe("same-network");
  });
  it("tells a single-family connection apart from an unconfigured server", () => {
    expect(compareFamilies(reached(4, 1), { status: "unreachable" })).toBe("ipv4-only");
    expect(compareFamilies({ status: "unreachable" }, reached(6, 1))).toBe("ipv6-only");
    expect(compareFamilies(reached(4, 1), { status: "unconfigured" })).toBe("not-checked");
    expect(uncheckedFamilies(reached(4, 1), { status: "unconfigured" })).toEqual([6]);
  });
  it("does not call a family that answered with an error missing, nor both missing unconfigured", () => {
    // An HTTP error (a 429, a proxy's 502) came over that family: it works, and may leak.
    expect(compareFamilies(reached(4, 1), { status: "failed" })).toBe("probe-failed");
    expect(compareFamilies({ status: "failed" }, reached(6, 1))).toBe("probe-failed");
    // Both configured hosts out of reach while this site answers: the probes, not the line.
    expect(compareFamilies({ status: "unreachable" }, { status: "unreachable" })).toBe(
      "probe-failed",
    );
  });
  it("does not guess when a network is unknown", () => {
    expect(compareFamilies(reached(4, null), reached(6, 3320))).toBe("unknown-network");
  });
});

describe("probeFamily", () => {
  const answer = (family: number) => async () =>
    new Response(JSON.stringify({ ...(reached(4, 1) as { info: object }).info, family }), {
      status: 200,
    });
  it("is unconfigured without an origin and makes no request", async () => {
    expect(await probeFamily(null, 6, { fetch: () => Promise.reject(new Error("no")) })).toEqual({
      status: "unconfigured",
    });
  });
  it("refuses an answer that came over the other family", async () => {
    expect((await probeFamily("https://v6.example", 6, { fetch: answer(4) })).status).toBe(
      "unreachable",
    );
    expect((await probeFamily("https://v6.example", 6, { fetch: answer(6) })).status).toBe(
      "reached",
    );
  });
  it("reads an answer without the fields it compares as a failed probe, never a pass", async () => {
    // Not our server's answer (a middlebox, another release mid-deploy). Two answers without
    // an AS number were the same network: "IPv4 and IPv6: OK", and the report "Protected".
    for (const body of [
      null,
      {},
      { family: 6 },
      { family: 6, ip: "2001:db8::9", kind: "public" },
    ]) {
      const odd = async () => new Response(JSON.stringify(body), { status: 200 });
      expect(
        await probeFamily("https://v6.example", 6, { fetch: odd }),
        JSON.stringify(body),
      ).toEqual({ status: "failed" });
    }
  });
  it("tells an answer with an error status (the family reached) from no connection", async () => {
    for (const status of [429, 502]) {
      const refuse = async () =>
        new Response(JSON.stringify({ message: "Too many requests" }), { status });
      expect(await probeFamily("https://v6.example", 6, { fetch: refuse })).toEqual({
        status: "failed",
      });
    }
  });
  it("treats a failed connection as unreachable", async () => {
    const fail = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await probeFamily("https://v6.example", 6, { fetch: fail })).toEqual({
      status: "unreachable",
    });
  });
});
