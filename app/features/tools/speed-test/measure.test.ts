import { describe, expect, it } from "vitest";
import { climbLadder, measureDirection } from "./direction";
import { measureRegion } from "./measure";

describe("climbLadder", () => {
  it("drops the warm-up and stops at the first request of at least a second", async () => {
    const asked: number[] = [];
    const samples = await climbLadder(async (size) => {
      asked.push(size);
      return { bytes: size, ms: size / 2_000 }; // 16 Mbps: 4 MB takes 2 s
    });
    expect(asked).toEqual([100_000, 100_000, 250_000, 1_000_000, 4_000_000]);
    expect(samples.map((s) => s.bytes)).toEqual([100_000, 250_000, 1_000_000, 4_000_000]);
  });

  it("repeats the top size a bounded number of times on a very fast link", async () => {
    const asked: number[] = [];
    await climbLadder(async (size) => {
      asked.push(size);
      return { bytes: size, ms: 10 };
    });
    expect(asked.filter((size) => size === 25_000_000)).toHaveLength(4);
    expect(asked).toHaveLength(1 + 6 + 3);
  });
});

describe("measureRegion", () => {
  it("turns scripted timings into median ping, jitter and Mbps", async () => {
    let clock = 0;
    const pingTimes = [50, 20, 22, 21, 25, 20, 22, 21, 23, 20, 22]; // the first is the warm-up
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const target = String(input);
      if (target.includes("/ping")) {
        clock += pingTimes.shift() ?? 0;
        return new Response(null, { status: 204 });
      }
      if (target.includes("/download")) {
        const bytes = Number(new URL(target).searchParams.get("bytes"));
        clock += bytes / 12_500; // 100 Mbps
        return new Response(new Uint8Array(bytes));
      }
      const body = init?.body as Blob;
      clock += body.size / 6_250; // 50 Mbps
      return Response.json({ bytes: body.size });
    }) as typeof globalThis.fetch;
    const phases: string[] = [];
    const result = await measureRegion("http://speed.test", { fetch, now: () => clock }, (p) =>
      phases.push(p),
    );
    expect(phases).toEqual(["ping", "download", "upload"]);
    expect(result.ping).toBe(21.5);
    expect(result.jitter).toBeCloseTo((2 + 1 + 4 + 5 + 2 + 1 + 2 + 3 + 2) / 9, 10);
    // The parallel round takes one ping off its wall time; this scripted link has no overhead.
    expect(Math.abs(result.download - 100)).toBeLessThan(1);
    expect(Math.abs(result.upload - 50)).toBeLessThan(1);
    expect(result.downloadStreams).toBeGreaterThanOrEqual(1);
  });

  it("fails with the status and body of a refused request", async () => {
    const fetch = (async () =>
      new Response("Too many requests", { status: 429 })) as typeof globalThis.fetch;
    await expect(measureRegion("", { fetch, now: () => 0 })).rejects.toThrow(
      "429: Too many requests",
    );
  });
});

describe("measureDirection", () => {
  it("uses four parallel streams when one stream cannot fill the line", async () => {
    let clock = 0;
    const result = await measureDirection(
      async (size) => {
        clock += size / 12_500; // the line: 100 Mbps shared by every stream
        return { bytes: size, ms: size / 3_125, received: size }; // one stream alone: 25 Mbps
      },
      () => clock,
    );
    expect(result.streams).toBe(4);
    expect(result.mbps).toBeCloseTo(100, 6);
  });

  it("keeps the single stream when it already fills the line", async () => {
    let clock = 0;
    const result = await measureDirection(
      async (size) => {
        clock += size / 12_500;
        return { bytes: size, ms: size / 12_600, received: size };
      },
      () => clock,
    );
    expect(result).toEqual({ mbps: expect.closeTo(100.8, 6), streams: 1 });
  });
});
