import { describe, expect, it } from "vitest";
import { networkShare } from "~/lib/rate-limit/network-tier";
import {
  InFlightCounter,
  MemoryRateLimit,
  SharedBudget,
  TieredInFlight,
} from "./memory-rate-limit";

describe("MemoryRateLimit", () => {
  it("allows the limit per window and key, then refuses until the window ends", () => {
    let now = 0;
    const limit = new MemoryRateLimit(3, 1_000, { maxKeys: 100, now: () => now });
    expect([1, 2, 3, 4].map(() => limit.take("a").allowed)).toEqual([true, true, true, false]);
    expect(limit.take("b").allowed).toBe(true);
    expect(limit.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 1_000;
    expect(limit.take("a").allowed).toBe(true);
    expect(limit.take("a", 3).allowed).toBe(false);
  });

  it("bounds its keys: a flood of new sources is refused, expired ones make room", () => {
    let now = 0;
    const limit = new MemoryRateLimit(10, 1_000, { maxKeys: 2, now: () => now });
    expect(limit.take("a").allowed).toBe(true);
    expect(limit.take("b").allowed).toBe(true);
    expect(limit.take("c").allowed).toBe(false);
    now = 1_000;
    expect(limit.take("c").allowed).toBe(true);
  });

  it("makes room from the windows that ended first, a key whose window restarted going last", () => {
    let now = 0;
    const limit = new MemoryRateLimit(10, 1_000, { maxKeys: 2, now: () => now });
    limit.take("a");
    now = 500;
    limit.take("b");
    now = 1_000;
    limit.take("a"); // a new window for a, which now ends after b's
    now = 1_600;
    expect(limit.take("c").allowed).toBe(true); // b's window had ended: it made room
    expect(limit.take("a", 10).allowed).toBe(false); // a's window (from 1,000) was kept
  });

  it("refuses new keys at a full table of live windows in time independent of its size", () => {
    const limit = new MemoryRateLimit(400, 60_000, { maxKeys: 100_000, now: () => 0 });
    for (let i = 0; i < 100_000; i++) limit.take(`client-${i}`);
    const started = performance.now();
    for (let i = 0; i < 2_000; i++) expect(limit.take(`new-${i}`).allowed).toBe(false);
    // A pass over every key per refusal took about 2.5 s here; one look each, a few ms.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("when told to, forgets the oldest window for a new key at a full table instead of refusing it", () => {
    let now = 0;
    const limit = new MemoryRateLimit(2, 60_000, {
      maxKeys: 2,
      whenFull: "forgetOldest",
      now: () => now,
    });
    limit.take("a", 2);
    now = 10;
    limit.take("b", 2);
    now = 20;
    // A flood of new keys cannot shut out the next client: each is counted, the oldest go.
    expect(limit.take("c").allowed).toBe(true);
    expect(limit.take("c", 2).allowed).toBe(false); // c's own window is counted
    expect(limit.take("b").allowed).toBe(false); // b's window was kept (a's went first)
    expect(limit.take("a", 2).allowed).toBe(true); // a's was forgotten: a starts anew
  });

  it("gives back what was taken and not used, at most once in all, to its own window only", () => {
    let now = 0;
    const limit = new MemoryRateLimit(10, 1_000, { maxKeys: 100, now: () => now });
    const first = limit.take("a", 8);
    expect(limit.take("a", 3).allowed).toBe(false);
    first.giveBack?.(5);
    first.giveBack?.(5); // only 3 of the 8 were left to give
    expect(limit.take("a", 10).allowed).toBe(true);
    const old = limit.take("b", 10);
    now = 1_000;
    expect(limit.take("b", 10).allowed).toBe(true);
    old.giveBack?.(10); // its window has ended: the new one keeps its count
    expect(limit.take("b", 1).allowed).toBe(false);
  });
});

describe("InFlightCounter", () => {
  it("caps work in flight per key and frees a slot once", () => {
    const counter = new InFlightCounter(2);
    const first = counter.acquire("a");
    const second = counter.acquire("a");
    expect(counter.acquire("a")).toBeNull();
    expect(counter.acquire("b")).not.toBeNull();
    first?.();
    first?.();
    expect(counter.count("a")).toBe(1);
    expect(counter.acquire("a")).not.toBeNull();
    second?.();
  });
});

describe("TieredInFlight", () => {
  it("takes a client's slot and its network's together, or neither", () => {
    const open = new TieredInFlight(2, 3);
    const a = { client: "2001:db8:1:a::/64", network: "2001:db8:1::/48" };
    const b = { client: "2001:db8:1:b::/64", network: "2001:db8:1::/48" };
    const releaseA = open.acquire(a);
    open.acquire(a);
    expect(open.acquire(a)).toBeNull(); // the client's two
    const releaseB = open.acquire(b);
    expect(open.acquire(b)).toBeNull(); // the network's three
    // The refused try kept no slot of b's: with the network's place back, b takes two more.
    releaseA?.();
    releaseA?.();
    releaseB?.();
    expect(open.acquire(b)).not.toBeNull();
    expect(open.acquire(b)).not.toBeNull();
    expect(open.acquire(b)).toBeNull();
    expect(open.acquire({ client: "198.51.100.7", network: "198.51.100.7" })).not.toBeNull();
  });
});

describe("SharedBudget", () => {
  it("lets one network take at most a quarter of the window's budget, leaving the rest to others", () => {
    let now = 0;
    const budget = new SharedBudget(6000, networkShare(6000, 500), 60_000, () => now);
    expect(budget.networkLimit).toBe(1500);
    expect(budget.take("2001:db8:56::/48", 1500).allowed).toBe(true);
    now = 59_000;
    expect(budget.take("2001:db8:56::/48")).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      refusedBy: "network",
    });
    expect(budget.take("2001:db8:57::/48", 1500).allowed).toBe(true);
    expect(budget.take("198.51.100.7", 1500).allowed).toBe(true);
    expect(budget.take("198.51.100.8", 1500).allowed).toBe(true);
    expect(budget.take("198.51.100.9")).toMatchObject({ allowed: false, refusedBy: "all" });
    // The share is of the budget's own window: no second helping at the turn of a window of its own.
    now = 60_000;
    expect(budget.take("2001:db8:56::/48", 1500).allowed).toBe(true);
    expect(budget.take("2001:db8:56::/48").allowed).toBe(false);
  });

  it("gives back to the budget and the network, within the window it was taken in", () => {
    let now = 0;
    const budget = new SharedBudget(8, 2, 1_000, () => now);
    const taken = budget.take("a", 2);
    expect(budget.take("a").allowed).toBe(false);
    taken.giveBack?.(1);
    taken.giveBack?.(5); // at most what was taken, in all
    expect(budget.take("a", 2).allowed).toBe(true);
    expect(budget.take("a").allowed).toBe(false);
    const late = budget.take("b", 2);
    now = 1_000;
    late.giveBack?.(2); // that window has ended: nothing comes back to this one
    expect(budget.take("b", 2).allowed).toBe(true);
    expect(budget.take("b").allowed).toBe(false);
  });
});
