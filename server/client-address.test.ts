import { describe, expect, it } from "vitest";
import { normaliseAddress } from "./client-address";

describe("normaliseAddress", () => {
  it("unwraps IPv4-mapped IPv6 addresses", () => {
    expect(normaliseAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseAddress("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("leaves plain addresses as they are, IPv6 in lower case", () => {
    expect(normaliseAddress("198.51.100.4")).toBe("198.51.100.4");
    expect(normaliseAddress("2001:DB8::1")).toBe("2001:db8::1");
  });
});
