import { describe, expect, it } from "vitest";
import { ConcurrencyGate } from "./proxy-service.server";

describe("ConcurrencyGate", () => {
  it("gives a slot back after taskMaxMs even if its task never settles", async () => {
    const gate = new ConcurrencyGate(2, 2, { length: 0, waitMs: 0 }, 100);
    const never = () => new Promise<never>(() => {});
    void gate.run("a", never);
    void gate.run("b", never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate.inFlight).toBe(2);
    await expect(gate.run("c", async () => "served")).rejects.toThrow(/busy/);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(gate.inFlight).toBe(0);
    expect(await gate.run("c", async () => "served")).toBe("served");
    expect(gate.inFlight).toBe(0);
  });

  it("counts a slot back once, when a task settles after its backstop", async () => {
    const gate = new ConcurrencyGate(2, 2, { length: 0, waitMs: 0 }, 50);
    let finish = () => {};
    const late = gate.run("a", () => new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(gate.inFlight).toBe(0);
    finish();
    await late;
    expect(gate.inFlight).toBe(0);
  });
});
