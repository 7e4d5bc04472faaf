/**
 * Gathers the DNS responder's sightings (test id, resolver address) for a few milliseconds and
 * writes them in one statement, so a burst of lookups (a browser resolves six names, a
 * resolver asks A and AAAA) costs one database round trip, and a flood of queries costs at
 * most one write per `delayMs` per instance. Bounded: at most `maxPending` distinct sightings
 * wait at once and at most `maxPerTest` per test; the rest are dropped (and reported false),
 * since a visitor's test never needs more.
 */
export type Sighting = { testId: string; ip: string; queries: number };

export type RecordBatcherOptions = {
  write(sightings: Sighting[]): Promise<void>;
  delayMs?: number;
  maxPending?: number;
  maxPerTest?: number;
  onError?(error: unknown): void;
};

export class RecordBatcher {
  private pending = new Map<string, Sighting>();
  private perTest = new Map<string, number>();
  private waiters: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The write under way; while it lasts, sightings gather (up to the caps) for the next. */
  private writing: Promise<void> | null = null;
  private readonly delayMs: number;
  private readonly maxPending: number;
  private readonly maxPerTest: number;

  constructor(private readonly options: RecordBatcherOptions) {
    this.delayMs = options.delayMs ?? 20;
    this.maxPending = options.maxPending ?? 1000;
    this.maxPerTest = options.maxPerTest ?? 16;
  }

  /**
   * Queues a sighting; resolves once the batch holding it is written (or at once with false
   * when it is dropped), so the DNS answer can wait until any instance can read the record.
   */
  add(testId: string, ip: string): Promise<boolean> {
    const key = `${testId} ${ip}`;
    const known = this.pending.get(key);
    if (known) known.queries++;
    else {
      const forTest = this.perTest.get(testId) ?? 0;
      if (this.pending.size >= this.maxPending || forTest >= this.maxPerTest) {
        return Promise.resolve(false);
      }
      this.perTest.set(testId, forTest + 1);
      this.pending.set(key, { testId, ip, queries: 1 });
    }
    if (!this.writing) this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
    return new Promise((resolve) => this.waiters.push(() => resolve(true)));
  }

  get size(): number {
    return this.pending.size;
  }

  /**
   * Writes what is pending. One write at a time: a slow database holds at most one batch in
   * flight and one gathering, never a growing queue. Resolves when all pending now is written.
   */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing) return this.writing.then(() => this.flush());
    if (this.pending.size === 0) return Promise.resolve();
    const batch = [...this.pending.values()];
    const waiters = this.waiters;
    this.pending = new Map();
    this.perTest = new Map();
    this.waiters = [];
    this.writing = (async () => {
      try {
        await this.options.write(batch);
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        for (const wake of waiters) wake();
      }
    })().finally(() => {
      this.writing = null;
      // What gathered during the write goes next.
      if (this.pending.size > 0) void this.flush();
    });
    return this.writing;
  }
}
