import { describe, expect, it } from "vitest";
import { RecordBatcher, type Sighting } from "./record-batcher";

function batcher(options: { maxPending?: number; maxPerTest?: number; fail?: boolean } = {}) {
  const writes: Sighting[][] = [];
  const errors: unknown[] = [];
  const instance = new RecordBatcher({
    ...options,
    delayMs: 5,
    write: async (sightings) => {
      if (options.fail) throw new Error("database down");
      writes.push(sightings);
    },
    onError: (error) => errors.push(error),
  });
  return { instance, writes, errors };
}

describe("RecordBatcher", () => {
  it("writes a burst of sightings once, counting repeats, and wakes every caller after", async () => {
    const { instance, writes } = batcher();
    const results = await Promise.all([
      instance.add("t1", "192.0.2.1"),
      instance.add("t1", "192.0.2.1"),
      instance.add("t1", "2001:db8::1"),
      instance.add("t2", "192.0.2.1"),
    ]);
    expect(results).toEqual([true, true, true, true]);
    expect(writes).toEqual([
      [
        { testId: "t1", ip: "192.0.2.1", queries: 2 },
        { testId: "t1", ip: "2001:db8::1", queries: 1 },
        { testId: "t2", ip: "192.0.2.1", queries: 1 },
      ],
    ]);
    expect(instance.size).toBe(0);
  });

  it("drops sightings beyond the pending and per-test caps instead of growing", async () => {
    const { instance, writes } = batcher({ maxPending: 3, maxPerTest: 2 });
    const results = await Promise.all([
      instance.add("t1", "192.0.2.1"),
      instance.add("t1", "192.0.2.2"),
      instance.add("t1", "192.0.2.3"),
      instance.add("t2", "192.0.2.1"),
      instance.add("t3", "192.0.2.1"),
      instance.add("t1", "192.0.2.1"),
    ]);
    expect(results).toEqual([true, true, false, true, false, true]);
    expect(writes[0]).toHaveLength(3);
  });

  it("wakes callers even when the write fails, and reports the error", async () => {
    const { instance, errors } = batcher({ fail: true });
    expect(await instance.add("t1", "192.0.2.1")).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it("flush() writes at once and the next batch starts empty", async () => {
    const { instance, writes } = batcher();
    const pending = instance.add("t1", "192.0.2.1");
    await instance.flush();
    await pending;
    await instance.add("t1", "192.0.2.9");
    expect(writes.map((batch) => batch.map((s) => s.ip))).toEqual([["192.0.2.1"], ["192.0.2.9"]]);
  });
});

describe("RecordBatcher with a slow database", () => {
  it("keeps one write in flight and one batch gathering, within the caps", async () => {
    let release: () => void = () => {};
    const writes: Sighting[][] = [];
    const instance = new RecordBatcher({
      delayMs: 1,
      maxPending: 2,
      write: (sightings) => {
        writes.push(sightings);
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const first = instance.add("t1", "192.0.2.1");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toHaveLength(1);
    // While the first write hangs, later sightings gather up to the cap and no write starts.
    const later = [
      instance.add("t2", "192.0.2.1"),
      instance.add("t3", "192.0.2.1"),
      instance.add("t4", "192.0.2.1"),
    ];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toHaveLength(1);
    expect(instance.size).toBe(2);
    expect(await later[2]).toBe(false);
    release();
    expect(await first).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes.map((batch) => batch.map((s) => s.testId))).toEqual([["t1"], ["t2", "t3"]]);
    release();
    expect(await Promise.all(later.slice(0, 2))).toEqual([true, true]);
  });
});
