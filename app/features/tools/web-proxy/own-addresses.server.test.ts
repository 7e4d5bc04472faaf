import { describe, expect, it, vi } from "vitest";
import { ownAddressLookup } from "./own-addresses.server";
import type { Resolver } from "./resolve-target.server";

describe("ownAddressLookup", () => {
  it("resolves the site's names once, then refreshes every 10 minutes behind the requests", async () => {
    let now = 0;
    let answer = "93.184.216.80";
    const resolve = vi.fn<Resolver>(async () => [{ address: answer, family: 4 }]);
    const own = ownAddressLookup(
      ["umbra.example", "[2001:db8::1]"],
      ["203.0.113.9"],
      resolve,
      () => now,
    );
    expect([...(await own.current())].sort()).toEqual([
      "2001:db8::1",
      "203.0.113.9",
      "93.184.216.80",
    ]);
    await own.current();
    expect(resolve).toHaveBeenCalledTimes(1);
    now = 10 * 60_000;
    answer = "93.184.216.81";
    // The stale set answers at once; the new one is there for the next request.
    expect(await own.current()).toContain("93.184.216.80");
    await vi.waitFor(async () => expect(await own.current()).toContain("93.184.216.81"));
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it("refuses (503) until every name has resolved once, retrying 30 s after a failure", async () => {
    let now = 0;
    let fail = true;
    const resolve = vi.fn<Resolver>(async () => {
      if (fail) throw new Error("SERVFAIL");
      return [{ address: "93.184.216.80", family: 4 }];
    });
    const own = ownAddressLookup(["umbra.example"], ["203.0.113.9"], resolve, () => now);
    const notReady = {
      status: 503,
      message: "The proxy is not ready yet. Please try again in a moment.",
    };
    await expect(own.current()).rejects.toMatchObject(notReady);
    // Within the 30 s, refused at once, without asking again.
    now = 29_000;
    await expect(own.current()).rejects.toMatchObject(notReady);
    expect(resolve).toHaveBeenCalledTimes(1);
    now = 30_000;
    fail = false;
    expect([...(await own.current())].sort()).toEqual(["203.0.113.9", "93.184.216.80"]);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it("keeps what it knew when a lookup fails, and retries after 30 s", async () => {
    let now = 0;
    let fail = false;
    const resolve = vi.fn<Resolver>(async () => {
      if (fail) throw new Error("SERVFAIL");
      return [{ address: "93.184.216.80", family: 4 }];
    });
    const own = ownAddressLookup(["umbra.example"], [], resolve, () => now);
    await own.current();
    fail = true;
    now = 10 * 60_000;
    await own.current();
    await vi.waitFor(() => expect(resolve).toHaveBeenCalledTimes(2));
    expect(await own.current()).toContain("93.184.216.80");
    now += 30_000;
    fail = false;
    await own.current();
    await vi.waitFor(() => expect(resolve).toHaveBeenCalledTimes(3));
  });
});
