import { describe, expect, it } from "vitest";
import {
  climbLadder,
  measureDirection,
  parallelRound,
  readServerWindow,
  serverTiming,
} from "./direction";
import { measureRegion, timedUpload } from "./measure";

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

describe("serverTiming", () => {
  it("times one upload by the server's window: its bytes over its span", () => {
    // 12.5 MB in 1 s is 100 Mbps, whatever the client's clock saw around it.
    expect(serverTiming([{ start: 5_000, end: 6_000, bytes: 12_500_000 }], 1_300)).toEqual({
      bytes: 12_500_000,
      ms: 1_000,
    });
  });

  it("spans parallel windows from the first arrival to the last byte", () => {
    const timed = serverTiming(
      [
        { start: 100, end: 900, bytes: 5_000_000 },
        { start: 150, end: 1_100, bytes: 5_000_000 },
        { start: 120, end: 1_000, bytes: 2_500_000 },
      ],
      1_200,
    );
    expect(timed).toEqual({ bytes: 12_500_000, ms: 1_000 });
  });

  it("refuses a window longer than the client's own time (clocks that disagree)", () => {
    expect(serverTiming([{ start: 0, end: 1_001, bytes: 1_000 }], 1_000)).toBeNull();
  });

  it("refuses a window under a quarter of the client's time (a buffering proxy in front)", () => {
    expect(serverTiming([{ start: 0, end: 249, bytes: 1_000 }], 1_000)).toBeNull();
    expect(serverTiming([{ start: 0, end: 250, bytes: 1_000 }], 1_000)).not.toBeNull();
  });

  it("refuses empty, backwards or byteless windows, and a round missing one", () => {
    expect(serverTiming([], 1_000)).toBeNull();
    expect(serverTiming([{ start: 10, end: 10, bytes: 1 }], 1_000)).toBeNull();
    expect(serverTiming([{ start: 10, end: 900, bytes: 0 }], 1_000)).toBeNull();
    expect(serverTiming([{ start: 0, end: 900, bytes: 1 }, undefined], 1_000)).toBeNull();
  });
});

describe("readServerWindow", () => {
  it("reads the window of an upload's answer, and nothing else", () => {
    expect(readServerWindow({ bytes: 9, window: { start: 1.5, end: 2.5, bytes: 8 } })).toEqual({
      start: 1.5,
      end: 2.5,
      bytes: 8,
    });
    expect(readServerWindow({ bytes: 9 })).toBeUndefined();
    expect(readServerWindow(null)).toBeUndefined();
    expect(readServerWindow({ window: { start: "1", end: 2, bytes: 3 } })).toBeUndefined();
    expect(readServerWindow({ window: { start: 1, end: Infinity, bytes: 3 } })).toBeUndefined();
  });
});

/** A scripted upload server: the client's clock runs `setupMs` before the body leaves. */
function scriptedUploads(setupMs: number, serverWindow: boolean) {
  let clock = 0;
  let serverClock = 50_000;
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const size = (init?.body as Blob).size;
    clock += setupMs; // e.g. Node's fetch copying the Blob before its first byte
    const start = serverClock;
    const ms = size / 12_500; // the line: 100 Mbps
    clock += 2 + ms + 3; // half a round trip and the rate limiters, the body, the answer
    serverClock += ms + 20;
    // The server times the last three quarters: they arrive over the last 3/4 of the time.
    const body = serverWindow
      ? { bytes: size, window: { start: start + ms / 4, end: start + ms, bytes: (size * 3) / 4 } }
      : { bytes: size };
    return Response.json(body);
  }) as typeof globalThis.fetch;
  return { fetch, now: () => clock };
}

describe("timedUpload", () => {
  it("takes the server's window, not the client's setup before the first byte", async () => {
    const deps = scriptedUploads(200, true);
    const sample = await timedUpload("http://speed.test", 12_500_000, deps, 5);
    expect(sample.ms).toBe(750);
    expect(sample.bytes).toBe(9_375_000);
    expect(sample.received).toBe(12_500_000);
  });

  it("falls back to the client's time less the overhead without a window", async () => {
    const deps = scriptedUploads(200, false);
    const sample = await timedUpload("http://speed.test", 12_500_000, deps, 5);
    expect(sample).toEqual({
      bytes: 12_500_000,
      ms: 200 + 2 + 1_000 + 3 - 5,
      received: 12_500_000,
    });
  });
});

describe("parallelRound", () => {
  it("times uploads the server timed by their windows' span", async () => {
    let clock = 0;
    const starts = [0, 40, 80, 120];
    let stream = 0;
    const mbps = await parallelRound(
      async (size) => {
        const start = starts[stream++] as number;
        clock = 2_000; // the client's wall clock: setup and answers included
        // Four streams on a 100 Mbps line: 12.5 MB in all over the 1 s from 0 to 1000.
        return {
          bytes: size,
          ms: 1,
          received: size,
          window: { start, end: 880 + start, bytes: size },
        };
      },
      3_125_000,
      4,
      () => clock,
      5,
    );
    expect(mbps).toBeCloseTo(100, 6);
  });

  it("times by the wall clock less one overhead when a stream has no window", async () => {
    let clock = 0;
    const mbps = await parallelRound(
      async (size) => {
        clock = 1_005;
        return { bytes: size, ms: 1, received: size };
      },
      3_125_000,
      4,
      () => clock,
      5,
    );
    expect(mbps).toBeCloseTo(100, 6);
  });
});
