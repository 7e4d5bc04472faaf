import type { LimitKeys } from "~/lib/rate-limit/network-tier";

/**
 * A fixed-window counter kept in this process's memory, for limits that must cost no
 * database write (the speed test's ping, whose timing a write would spoil) or that sit
 * on a hot path (the DNS and STUN responders answer per datagram). Per instance: with N
 * instances a client gets N times the figure, which these limits tolerate.
 *
 * The number of keys is bounded: when full, expired windows are dropped, and if none
 * has expired a new key is refused (a flood of spoofed sources fails closed). Windows are
 * kept in the order they started (a key whose window ends is put back at the end), so the
 * drop looks only at the expired ones at the front: a full table of live windows costs a new
 * key one look, not a pass over every key (1,000 refusals at 100,000 keys took 1.3 s).
 */
export type MemoryLimitDecision = {
  allowed: boolean;
  retryAfterSeconds: number;
  /**
   * When allowed: gives back up to the cost taken (work that did not happen), to the window it
   * was taken from; nothing once that window has ended.
   */
  giveBack?: (cost: number) => void;
};

/**
 * What a full table of live windows does with a new key: refuse it (the responders, whose
 * sources are spoofable: answering a flood of made-up sources would reflect traffic at
 * them), or forget the oldest window to make room (an HTTP route, whose clients completed a
 * TCP handshake: refusing would let the holder of enough /64s shut everyone else out, while
 * forgetting only lets the forgotten client, whose minute was nearly over, start a new one).
 */
export type WhenFull = "refuse" | "forgetOldest";

export type MemoryRateLimitOptions = {
  maxKeys?: number;
  whenFull?: WhenFull;
  now?: () => number;
};

export class MemoryRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();
  readonly maxKeys: number;
  private readonly whenFull: WhenFull;
  private readonly now: () => number;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    { maxKeys = 100_000, whenFull = "refuse", now = Date.now }: MemoryRateLimitOptions = {},
  ) {
    this.maxKeys = maxKeys;
    this.whenFull = whenFull;
    this.now = now;
  }

  take(key: string, cost = 1): MemoryLimitDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (window) this.windows.delete(key);
      else if (this.windows.size >= this.maxKeys) this.dropExpired(now);
      if (this.windows.size >= this.maxKeys) {
        if (this.whenFull === "refuse") return this.refused(now, now);
        this.forgetOldest();
      }
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count + cost > this.limit) return this.refused(now, window.start);
    window.count += cost;
    const taken = window;
    let left = cost;
    const giveBack = (back: number) => {
      const given = Math.min(Math.max(back, 0), left);
      left -= given;
      if (this.windows.get(key) === taken) taken.count = Math.max(0, taken.count - given);
    };
    return { allowed: true, retryAfterSeconds: 0, giveBack };
  }

  private refused(now: number, start: number): MemoryLimitDecision {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((start + this.windowMs - now) / 1000)),
    };
  }

  /** Forgets the window that started first (at the front of the map). */
  private forgetOldest() {
    const [oldest] = this.windows.keys();
    if (oldest !== undefined) this.windows.delete(oldest);
  }

  /** Drops the windows that have ended: the oldest, at the front of the map. */
  private dropExpired(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start < this.windowMs) return;
      this.windows.delete(key);
    }
  }
}

/**
 * A budget all clients share per window (the speed test's megabytes a minute), of which one
 * network (IPv4 address or IPv6 /48) may take at most `networkLimit` (its networkShare,
 * decision 031) in the same window, so one holder of a /56 cannot spend everybody's. One window for
 * all: a share counted in windows of its own could take its share at the end of one and
 * again at the start of the next, twice it within the budget's minute. The table of networks
 * holds only those that took something this window: at most `limit` of them.
 */
export class SharedBudget {
  private start = Number.NEGATIVE_INFINITY;
  private total = 0;
  private readonly byNetwork = new Map<string, number>();

  constructor(
    readonly limit: number,
    readonly networkLimit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(network: string, cost = 1): MemoryLimitDecision & { refusedBy?: "all" | "network" } {
    const now = this.now();
    if (now - this.start >= this.windowMs) {
      this.start = now;
      this.total = 0;
      this.byNetwork.clear();
    }
    const held = this.byNetwork.get(network) ?? 0;
    const refusedBy =
      this.total + cost > this.limit ? "all" : held + cost > this.networkLimit ? "network" : null;
    if (refusedBy) {
      const retryAfterSeconds = Math.max(1, Math.ceil((this.start + this.windowMs - now) / 1000));
      return { allowed: false, retryAfterSeconds, refusedBy };
    }
    this.total += cost;
    this.byNetwork.set(network, held + cost);
    const start = this.start;
    let left = cost;
    const giveBack = (back: number) => {
      const given = Math.min(Math.max(back, 0), left);
      left -= given;
      if (this.start !== start) return;
      this.total = Math.max(0, this.total - given);
      this.byNetwork.set(network, Math.max(0, (this.byNetwork.get(network) ?? 0) - given));
    };
    return { allowed: true, retryAfterSeconds: 0, giveBack };
  }
}

/** Counts work in flight per key (transfers per client), with a cap. */
export class InFlightCounter {
  private readonly counts = new Map<string, number>();
  constructor(readonly limit: number) {}

  /** Takes a slot; returns the function that gives it back (call it once), or null when full. */
  acquire(key: string): (() => void) | null {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.limit) return null;
    this.counts.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}

/**
 * Counts what a client holds open at once (connections) under its own key and its network's
 * (decision 031), with a cap on each: a client past its own, or one of the many clients of a
 * network past the network's, is refused. Both are taken or neither.
 */
export class TieredInFlight {
  private readonly clients: InFlightCounter;
  private readonly networks: InFlightCounter;
  constructor(clientLimit: number, networkLimit: number) {
    this.clients = new InFlightCounter(clientLimit);
    this.networks = new InFlightCounter(networkLimit);
  }

  /** Takes a slot under both keys; returns the function that gives both back, or null. */
  acquire(keys: LimitKeys): (() => void) | null {
    const client = this.clients.acquire(keys.client);
    if (!client) return null;
    const network = this.networks.acquire(keys.network);
    if (!network) {
      client();
      return null;
    }
    return () => {
      client();
      network();
    };
  }
}
