import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

/** A task that waits until `finish` is called, recording when it started and ended. */
function controlledTask(log: string[], name: string, outcome: "ok" | "fail" = "ok") {
  let finish = () => {};
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`${name} started`);
      finish = () => {
        log.push(`${name} ended`);
        if (outcome === "ok") resolve(name);
        else reject(new Error(`${name} failed`));
      };
    });
  return { task, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("oneAtATime", () => {
  it("starts a task only when the one before it has settled, in the order given", async () => {
    const line = oneAtATime();
    const log: string[] = [];
    const first = controlledTask(log, "first");
    const second = controlledTask(log, "second");
    const firstResult = line.run(first.task);
    const secondResult = line.run(second.task);
    await settle();
    expect(log).toEqual(["first started"]);
    first.finish();
    await settle();
    expect(log).toEqual(["first started", "first ended", "second started"]);
    second.finish();
    expect(await firstResult).toBe("first");
    expect(await secondResult).toBe("second");
  });

  it("goes on after a task that failed, and hands the failure to its caller only", async () => {
    const line = oneAtATime();
    const log: string[] = [];
    const failing = controlledTask(log, "failing", "fail");
    const next = controlledTask(log, "next");
    const failed = line.run(failing.task);
    const after = line.run(next.task);
    await settle();
    failing.finish();
    await expect(failed).rejects.toThrow("failing failed");
    await settle();
    next.finish();
    expect(await after).toBe("next");
  });

  it("is full while it holds as many tasks as it admits, and frees a place as each settles", async () => {
    const line = oneAtATime(2);
    const log: string[] = [];
    const first = controlledTask(log, "first");
    const second = controlledTask(log, "second");
    expect(line.full).toBe(false);
    const results = [line.run(first.task), line.run(second.task)];
    expect(line.full).toBe(true);
    await settle();
    first.finish();
    await results[0];
    expect(line.full).toBe(false);
    await settle();
    second.finish();
    await results[1];
    expect(line.full).toBe(false);
  });
});
