import { describe, expect, it } from "vitest";
import { normalizeAddress } from "./ip-address";

describe("normalizeAddress", () => {
  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["0:0:0:0:0:ffff:10.1.2.3", "10.1.2.3"],
    ["127.0.0.1", "127.0.0.1"],
    ["::1", "::1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    [" 192.0.2.1 ", "192.0.2.1"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });
});
