import { describe, expect, it, vi } from "vitest";
import { checkBreach, countInRange, rangeUrl, sha1Hex } from "./breach";

// SHA-1("password") = 5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8
const PREFIX = "5BAA6";
const SUFFIX = "1E4C9B93F3F0682250B6CF8331B7EE68FD8";

describe("sha1Hex", () => {
  it("hashes UTF-8 in upper-case hex", async () => {
    await expect(sha1Hex("password")).resolves.toBe(PREFIX + SUFFIX);
    await expect(sha1Hex("")).resolves.toBe("DA39A3EE5E6B4B0D3255BFEF95601890AFD80709");
  });
});

describe("countInRange", () => {
  const body = [
    "0018A45C4D1DEF81644B54AB7F969B88D65:1",
    `${SUFFIX}:3861493`,
    "011053FD0102E94D6AE2F8B83D76FAF94F6:0",
  ].join("\r\n");

  it("finds the suffix's count", () => {
    expect(countInRange(body, SUFFIX)).toBe(3861493);
    expect(countInRange(body, SUFFIX.toLowerCase())).toBe(3861493);
  });

  it("treats an absent suffix and a padding row (count 0) as no breach", () => {
    expect(countInRange(body, "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF")).toBe(0);
    expect(countInRange(body, "011053FD0102E94D6AE2F8B83D76FAF94F6")).toBe(0);
    expect(countInRange("garbage\n:::\n", SUFFIX)).toBe(0);
  });
});

describe("checkBreach", () => {
  it("sends only the 5-character prefix, with padding requested, and no credentials", async () => {
    const fetcher = vi.fn(async () => new Response(`${SUFFIX}:42\r\nABC:0`));
    const result = await checkBreach("password", {
      base: "https://breach.example/",
      fetch: fetcher,
    });
    expect(result).toEqual({ status: "checked", count: 42 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://breach.example/range/5BAA6");
    expect(init.headers).toEqual({ "Add-Padding": "true" });
    expect(init.credentials).toBe("omit");
    expect(JSON.stringify(init)).not.toContain(SUFFIX);
  });

  it("reports failure on a non-200 answer or a network error", async () => {
    await expect(
      checkBreach("password", {
        base: "https://b.example",
        fetch: async () => new Response("", { status: 503 }),
      }),
    ).resolves.toEqual({ status: "failed" });
    await expect(
      checkBreach("password", {
        base: "https://b.example",
        fetch: async () => {
          throw new TypeError("Failed to fetch");
        },
      }),
    ).resolves.toEqual({ status: "failed" });
  });

  it("reports failure when the range service does not answer within the time limit", async () => {
    const started = performance.now();
    const result = await checkBreach("password", {
      base: "https://b.example",
      timeLimitMs: 50,
      fetch: (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)),
        ),
    });
    expect(result).toEqual({ status: "failed" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("builds the range URL without a doubled slash", () => {
    expect(rangeUrl("https://api.pwnedpasswords.com", PREFIX + SUFFIX)).toBe(
      "https://api.pwnedpasswords.com/range/5BAA6",
    );
  });
});
