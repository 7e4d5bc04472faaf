/**
 * Which resolvers asked for each DNS leak test's names. In memory and bounded: tests expire
 * ten minutes after they are created, at most `maxTests` are kept (the oldest go first) and
 * at most `maxResolversPerTest` resolvers are remembered per test. Queries for ids that were
 * never handed out are ignored, so strangers cannot fill the store.
 */

export type DetectedResolver = { ip: string; firstSeen: number; queries: number };

export type LeakTest = {
  id: string;
  createdAt: number;
  expiresAt: number;
  resolvers: DetectedResolver[];
};

export type LeakStoreOptions = {
  ttlMs?: number;
  maxTests?: number;
  maxResolversPerTest?: number;
  now?: () => number;
  newId: () => string;
};

export const LEAK_TEST_TTL_MS = 10 * 60_000;

export class DnsLeakStore {
  private readonly tests = new Map<string, LeakTest>();
  private readonly ttlMs: number;
  private readonly maxTests: number;
  private readonly maxResolvers: number;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(options: LeakStoreOptions) {
    this.ttlMs = options.ttlMs ?? LEAK_TEST_TTL_MS;
    this.maxTests = options.maxTests ?? 10_000;
    this.maxResolvers = options.maxResolversPerTest ?? 16;
    this.now = options.now ?? Date.now;
    this.newId = options.newId;
  }

  get size(): number {
    return this.tests.size;
  }

  create(): LeakTest {
    this.prune();
    // Insertion order is creation order, so the first entry is the oldest.
    while (this.tests.size >= this.maxTests) {
      const oldest = this.tests.keys().next().value;
      if (oldest === undefined) break;
      this.tests.delete(oldest);
    }
    let id = this.newId();
    while (this.tests.has(id)) id = this.newId();
    const createdAt = this.now();
    const test: LeakTest = { id, createdAt, expiresAt: createdAt + this.ttlMs, resolvers: [] };
    this.tests.set(id, test);
    return test;
  }

  /** Notes that `ip` resolved a name of test `id`; false when the id is unknown or expired. */
  record(id: string, ip: string): boolean {
    const test = this.get(id);
    if (!test) return false;
    const known = test.resolvers.find((resolver) => resolver.ip === ip);
    if (known) known.queries++;
    else if (test.resolvers.length < this.maxResolvers) {
      test.resolvers.push({ ip, firstSeen: this.now(), queries: 1 });
    }
    return true;
  }

  get(id: string): LeakTest | undefined {
    const test = this.tests.get(id);
    if (!test) return undefined;
    if (this.now() >= test.expiresAt) {
      this.tests.delete(id);
      return undefined;
    }
    return test;
  }

  /** Drops expired tests (all from the front, since every test lives equally long). */
  prune(): void {
    const now = this.now();
    for (const [id, test] of this.tests) {
      if (now < test.expiresAt) break;
      this.tests.delete(id);
    }
  }
}
