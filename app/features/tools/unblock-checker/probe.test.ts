import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ProbeImage, checkServices, probeImage, toServiceResult } from "./probe";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Images that answer as the script says, after the given delay on the fake clock. */
function scriptedImages(
  script: Record<string, { after: number; result: "load" | "error" | "never" }>,
) {
  const created: ProbeImage[] = [];
  const createImage = () => {
    const image: ProbeImage = { onload: null, onerror: null, referrerPolicy: "", src: "" };
    let src = "";
    Object.defineProperty(image, "src", {
      get: () => src,
      set(value: string) {
        src = value;
        const entry = script[value.split("?")[0] as string];
        if (!entry || entry.result === "never") return;
        setTimeout(
          () =>
            entry.result === "load" ? image.onload?.(new Event("load")) : image.onerror?.("error"),
          entry.after,
        );
      },
    });
    created.push(image);
    return image;
  };
  return { createImage, created };
}

const deps = (createImage: () => ProbeImage) => ({
  createImage,
  now: () => Date.now(),
  timeoutMs: 4000,
  cacheKey: "k1",
});

describe("probeImage", () => {
  it("times a favicon that loads, without a referrer, on a unique URL", async () => {
    const { createImage, created } = scriptedImages({
      "https://a.example/favicon.ico": { after: 120, result: "load" },
    });
    const pending = probeImage("https://a.example/favicon.ico", deps(createImage));
    await vi.advanceTimersByTimeAsync(200);
    expect(await pending).toEqual({ outcome: "loaded", ms: 120 });
    expect(created[0]?.src).toBe("https://a.example/favicon.ico?probe=k1");
    expect(created[0]?.referrerPolicy).toBe("no-referrer");
  });

  it("reports an error as failed and silence as a timeout at the limit", async () => {
    const { createImage } = scriptedImages({
      "https://b.example/f.ico": { after: 30, result: "error" },
      "https://c.example/f.ico": { after: 0, result: "never" },
    });
    const failed = probeImage("https://b.example/f.ico", deps(createImage));
    const silent = probeImage("https://c.example/f.ico", deps(createImage));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await failed).toEqual({ outcome: "failed", ms: 30 });
    expect(await silent).toEqual({ outcome: "timeout", ms: 4000 });
  });
});

describe("toServiceResult and checkServices", () => {
  it("map outcomes to accessible with latency, blocked, or unchecked", () => {
    const service = { id: "x", name: "X" };
    expect(toServiceResult(service, { outcome: "loaded", ms: 87.6 })).toEqual({
      id: "x",
      name: "X",
      isAccessible: true,
      latency: 88,
      error: null,
    });
    expect(toServiceResult(service, { outcome: "failed", ms: 10 }).error).toBe("blocked");
    expect(toServiceResult(service, { outcome: "timeout", ms: 4000 })).toMatchObject({
      isAccessible: false,
      latency: null,
      error: "unchecked",
    });
  });

  it("probes all services in parallel and refuses to run offline", async () => {
    const { createImage } = scriptedImages({
      "https://a.example/f.ico": { after: 300, result: "load" },
      "https://b.example/f.ico": { after: 100, result: "error" },
    });
    const services = [
      { id: "a", name: "A", probeUrl: "https://a.example/f.ico" },
      { id: "b", name: "B", probeUrl: "https://b.example/f.ico" },
    ];
    const pending = checkServices(services, { ...deps(createImage), online: true });
    await vi.advanceTimersByTimeAsync(300);
    expect((await pending).map((r) => [r.id, r.isAccessible, r.latency])).toEqual([
      ["a", true, 300],
      ["b", false, null],
    ]);
    await expect(checkServices(services, { ...deps(createImage), online: false })).rejects.toThrow(
      "offline",
    );
  });

  it("reports each service as it finishes, and calls failures offline when our own site is unreachable too", async () => {
    const { createImage } = scriptedImages({
      "https://a.example/f.ico": { after: 300, result: "load" },
      "https://b.example/f.ico": { after: 100, result: "error" },
    });
    const services = [
      { id: "a", name: "A", probeUrl: "https://a.example/f.ico" },
      { id: "b", name: "B", probeUrl: "https://b.example/f.ico" },
    ];
    const order: string[] = [];
    const offline = checkServices(services, {
      ...deps(createImage),
      online: true,
      reachSelf: async () => false,
      onResult: (result) => order.push(`${result.id}:${result.error}`),
    });
    await vi.advanceTimersByTimeAsync(150);
    expect(order).toEqual(["b:offline"]);
    await vi.advanceTimersByTimeAsync(200);
    expect(order).toEqual(["b:offline", "a:null"]);
    await offline;
    const { createImage: again } = scriptedImages({
      "https://b.example/f.ico": { after: 10, result: "error" },
    });
    const blocked = checkServices([services[1]!], {
      ...deps(again),
      online: true,
      reachSelf: async () => true,
    });
    await vi.advanceTimersByTimeAsync(20);
    expect((await blocked)[0]?.error).toBe("blocked");
  });
});
