import { describe, expect, it } from "vitest";
import { withinTime } from "./within-time";

/** Work that settles only when its signal aborts, with the signal's reason (as fetch does). */
const hang = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener("abort", () => reject(signal.reason as Error));
  });

describe("withinTime", () => {
  it("passes the work's result through when it settles in time", async () => {
    await expect(withinTime(1000, undefined, async () => 7)).resolves.toBe(7);
    await expect(
      withinTime(1000, undefined, async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
  });

  it("aborts work that hangs and rejects with a TimeoutError after the limit", async () => {
    const started = performance.now();
    const error = await withinTime(50, undefined, hang).catch((caught: unknown) => caught);
    expect((error as Error).name).toBe("TimeoutError");
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("passes the caller's abort on with its reason, not as a time-out", async () => {
    const caller = new AbortController();
    const reason = new DOMException("stopped", "AbortError");
    setTimeout(() => caller.abort(reason), 10);
    await expect(withinTime(5000, caller.signal, hang)).rejects.toBe(reason);
    const aborted = AbortSignal.abort(reason);
    await expect(withinTime(5000, aborted, hang)).rejects.toBe(reason);
  });
});
