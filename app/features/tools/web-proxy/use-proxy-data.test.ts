import { describe, expect, it } from "vitest";
import { type ProxyStats, isProxyStats } from "./proxy-types";
import { proxyEntries, statsView } from "./use-proxy-data";

const stats = { countriesCount: 3 } as ProxyStats;

describe("statsView", () => {
  it("shows the loading state until the first answer", () => {
    expect(statsView({ status: "running" })).toEqual({ status: "loading" });
  });

  it("keeps the last stats on screen while they refresh and when a refresh fails", () => {
    expect(statsView({ status: "done", value: stats })).toEqual({ status: "done", stats });
    expect(statsView({ status: "running", partial: stats })).toEqual({ status: "done", stats });
    expect(statsView({ status: "error", error: new Error("x"), partial: stats })).toEqual({
      status: "done",
      stats,
    });
  });

  it("shows the error line when nothing loaded, also while it tries again", () => {
    expect(statsView({ status: "error", error: new Error("x") })).toEqual({ status: "error" });
    expect(statsView({ status: "running", partial: null })).toEqual({ status: "error" });
  });
});

describe("answers of the wrong shape (decision 032)", () => {
  const entry = {
    id: "de-fra-1",
    name: "Frankfurt",
    details: {
      country: "Germany",
      city: "Frankfurt",
      speed: null,
      latency: 12,
      protocols: [],
      online: true,
    },
  };

  it("keeps the list's entries that have an entry's shape, and none of a list that is not one", () => {
    expect(
      proxyEntries([entry, {}, null, { ...entry, details: null }, { ...entry, id: 7 }]),
    ).toEqual([entry]);
    for (const answer of [{}, null, "x", 0, { proxies: [entry] }]) {
      expect(proxyEntries(answer)).toEqual([]);
    }
  });

  it("reads stats only with their figures and a date that parses", () => {
    const good = {
      countriesCount: 3,
      averageSpeed: null,
      averageLatency: 40,
      lastUpdated: "2026-11-30T12:00:00.000Z",
      nodesConfigured: 4,
      nodesOnline: 3,
    };
    expect(isProxyStats(good)).toBe(true);
    expect(isProxyStats({ ...good, lastUpdated: null })).toBe(true);
    for (const bad of [
      {},
      null,
      [],
      { ...good, lastUpdated: undefined },
      { ...good, lastUpdated: "yesterday" },
      { ...good, countriesCount: "3" },
      { ...good, averageLatency: {} },
    ]) {
      expect(isProxyStats(bad)).toBe(false);
    }
  });
});
