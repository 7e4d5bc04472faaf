import { describe, expect, it, vi } from "vitest";
import { latencyCities } from "~/copy/latency-cities";
import { ENDPOINT_TIME_LIMIT_MS, measureLatencies } from "./measure-latency";

const london = latencyCities.find((city) => city.id === "london")!;
const tokyo = latencyCities.find((city) => city.id === "tokyo")!;
const inLondon = { latitude: 51.5072, longitude: -0.1276, place: "London", x: 0, y: 0 };

describe("measureLatencies", () => {
  it("times configured endpoints (median after a warm-up) and estimates the rest", async () => {
    let clock = 0;
    const durations = [300, 40, 42, 41, 90, 40];
    const asked: string[] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      asked.push(`${url} ${init?.mode}`);
      clock += durations.shift() ?? 0;
      return new Response(null, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const results = await measureLatencies(
      [tokyo, london],
      { position: inLondon, endpoints: { tokyo: "https://jp.example/ping" } },
      { fetch, now: () => clock },
    );
    expect(results).toEqual([
      { id: "tokyo", latency: 41, method: "measured" },
      { id: "london", latency: 15, method: "estimated" },
    ]);
    expect(asked[0]).toBe("https://jp.example/ping?n=0 no-cors");
    expect(asked).toHaveLength(6);
  });

  it("falls back to the estimate when an endpoint does not answer", async () => {
    const fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof globalThis.fetch;
    const [result] = await measureLatencies(
      [tokyo],
      { position: inLondon, endpoints: { tokyo: "https://jp.example/ping" } },
      { fetch, now: () => 0 },
    );
    expect(result?.method).toBe("estimated");
    expect(result?.latency).toBeGreaterThan(15 + 90);
  });

  it("gives up on an endpoint that never answers, estimates its city and times the next", async () => {
    vi.useFakeTimers();
    try {
      let clock = 0;
      const fetch = ((url: string, init?: RequestInit) => {
        if (url.startsWith("https://jp.example/")) {
          // Accepts the connection and never answers; only an abort ends the request.
          return new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
          );
        }
        clock += 20;
        return Promise.resolve(new Response(null, { status: 200 }));
      }) as unknown as typeof globalThis.fetch;
      const measuring = measureLatencies(
        [tokyo, london],
        {
          position: inLondon,
          endpoints: { tokyo: "https://jp.example/ping", london: "https://uk.example/ping" },
        },
        { fetch, now: () => clock },
      );
      const pending = Symbol("pending");
      await vi.advanceTimersByTimeAsync(ENDPOINT_TIME_LIMIT_MS);
      const results = await Promise.race([measuring, Promise.resolve(pending)]);
      expect(results).not.toBe(pending);
      expect(results).toEqual([
        { id: "tokyo", latency: expect.any(Number), method: "estimated" },
        { id: "london", latency: 20, method: "measured" },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("fails when the visitor cannot be placed and nothing can be timed", async () => {
    await expect(
      measureLatencies(
        [tokyo, london],
        { position: null, endpoints: {} },
        {
          fetch: globalThis.fetch,
          now: () => 0,
        },
      ),
    ).rejects.toThrow("not in our location database");
  });
});
