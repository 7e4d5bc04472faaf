import { describe, expect, it } from "vitest";
import { newSalt, visitorId } from "./visitor-id.server";

describe("visitorId", () => {
  const salt = "a".repeat(64);
  const ua = "Mozilla/5.0 Firefox/140.0";

  it("is a 128-bit hex digest that depends on salt, address and User-Agent", () => {
    const id = visitorId(salt, "203.0.113.7", ua);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId(salt, "203.0.113.7", ua)).toBe(id);
    expect(visitorId(salt, "203.0.113.8", ua)).not.toBe(id);
    expect(visitorId(salt, "203.0.113.7", `${ua} `)).not.toBe(id);
    expect(visitorId("b".repeat(64), "203.0.113.7", ua)).not.toBe(id);
  });

  it("never contains the address", () => {
    expect(visitorId(salt, "203.0.113.7", ua)).not.toContain("203");
  });

  it("keys it with a fresh 256-bit random salt each time", () => {
    const first = newSalt();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(newSalt()).not.toBe(first);
  });
});
