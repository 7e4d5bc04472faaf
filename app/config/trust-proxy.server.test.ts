import { describe, expect, it } from "vitest";
import { TrustProxySchema } from "./trust-proxy.server";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, 0],
    ["0", 0],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 2001:db8::1", ["10.0.0.0/8", "2001:db8::1"]],
    ["loopback 192.0.2.7/32", ["loopback", "192.0.2.7/32"]],
  ])("reads %j as %j", (input, expected) => {
    expect(TrustProxySchema.parse(input)).toEqual(expected);
  });

  it.each(["true", "*", "11", "-1", "10.0.0.0/33", "proxy.example", "loopback, nonsense"])(
    "refuses %j, which would trust too much or means nothing",
    (input) => {
      expect(TrustProxySchema.safeParse(input).success).toBe(false);
    },
  );
});
