import { describe, expect, it } from "vitest";
import { ConcurrencyGate } from "./proxy-service.server";

/** A client that is its own network (an IPv4 address). */
const alone = (client: string) => ({ client, network: client });
const never = () => new Promise<never>(() => {});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("ConcurrencyGate", () => {
  it("gives a slot back after taskMaxMs even if its task never settles", async () => {
    const gate = new ConcurrencyGate(2, 2, { length: 0, waitMs: 0 }, 100);
    void gate.run(alone("a"), never);
    void gate.run(alone("b"), never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate.inFlight).toBe(2);
    await expect(gate.run(alone("c"), async () => "served")).rejects.toThrow(/busy/);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(gate.inFlight).toBe(0);
    expect(await gate.run(alone("c"), async () => "served")).toBe("served");
    expect(gate.inFlight).toBe(0);
  });

  it("counts a slot back once, when a task settles after its backstop", async () => {
    const gate = new ConcurrencyGate(2, 2, { length: 0, waitMs: 0 }, 50);
    let finish = () => {};
    const late = gate.run(alone("a"), () => new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(gate.inFlight).toBe(0);
    finish();
    await late;
    expect(gate.inFlight).toBe(0);
  });

  it("never holds a network below one client's cap", () => {
    expect(new ConcurrencyGate(8, 6).networkLimit).toBe(6);
  });

  it("lets the /64s of one /56 hold at most a quarter of the slots, and serves everybody else", async () => {
    const gate = new ConcurrencyGate(32, 6, { length: 0, waitMs: 0 });
    expect(gate.networkLimit).toBe(8);
    const network = "2001:db8:5600::/48";
    const outcomes = Array.from({ length: 256 }, (_, i) =>
      gate
        .run({ client: `2001:db8:5600:${i.toString(16)}::/64`, network }, never)
        .catch((error: Error & { status?: number }) => ({
          status: error.status,
          message: error.message,
        })),
    );
    await settle();
    expect(gate.inFlight).toBe(8);
    const refused = await Promise.all(outcomes.slice(8));
    expect(new Set(refused.map((outcome) => JSON.stringify(outcome)))).toEqual(
      new Set([
        JSON.stringify({
          status: 429,
          message:
            "Too many pages are loading through the proxy from your network. Please try again in a moment.",
        }),
      ]),
    );
    // Another /48 and an IPv4 client are served, each up to its own per-client cap.
    const other = { client: "2001:db8:5700:1::/64", network: "2001:db8:5700::/48" };
    expect(await gate.run(other, async () => "served")).toBe("served");
    for (let i = 0; i < 6; i++) void gate.run(alone("198.51.100.7"), never);
    await settle();
    expect(gate.inFlight).toBe(14);
  });

  it("gives a network's slot back with the task", async () => {
    const gate = new ConcurrencyGate(4, 1, { length: 0, waitMs: 0 });
    expect(gate.networkLimit).toBe(1);
    const network = "2001:db8::/48";
    let finish = () => {};
    const first = gate.run({ client: "2001:db8:0:1::/64", network }, () => {
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await settle();
    const neighbour = { client: "2001:db8:0:2::/64", network };
    await expect(gate.run(neighbour, async () => "served")).rejects.toThrow(/your network/);
    finish();
    await first;
    expect(await gate.run(neighbour, async () => "served")).toBe("served");
  });
});
