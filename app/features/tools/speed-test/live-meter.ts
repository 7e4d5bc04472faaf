/**
 * The live Mbps figure shown while a phase runs: bytes seen in the last `windowMs`, so the
 * number follows the line instead of averaging over the whole phase.
 */
export class LiveMeter {
  private readonly events: { at: number; bytes: number }[] = [];
  constructor(private readonly windowMs = 1000) {}

  add(bytes: number, at: number): void {
    this.events.push({ at, bytes });
  }

  reset(): void {
    this.events.length = 0;
  }

  /** Mbps over the window ending at `now`; 0 before anything moved. */
  mbps(now: number): number {
    const since = now - this.windowMs;
    while (this.events.length > 0 && (this.events[0] as { at: number }).at < since)
      this.events.shift();
    const first = this.events[0];
    if (!first) return 0;
    const bytes = this.events.reduce((sum, event) => sum + event.bytes, 0);
    const span = Math.max(now - Math.min(first.at, now - 250), 1);
    return (bytes * 8) / (span / 1000) / 1_000_000;
  }
}

/** The browser's Resource Timing entry for `url`, when the browser exposes one with times. */
export function browserResourceTiming(url: string): { start: number; end: number } | null {
  if (typeof performance === "undefined" || !performance.getEntriesByName) return null;
  const absolute = new URL(url, window.location.href).href;
  const entry = performance.getEntriesByName(absolute, "resource").at(-1) as
    PerformanceResourceTiming | undefined;
  // Cross-origin entries without Timing-Allow-Origin have zeroed times: use the script's clock.
  if (!entry || !(entry.responseStart > 0) || !(entry.responseEnd > entry.responseStart))
    return null;
  return { start: entry.responseStart, end: entry.responseEnd };
}
