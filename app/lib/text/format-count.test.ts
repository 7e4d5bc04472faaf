import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

/* The format this replaces, kept here as the reference (Node has full ICU). */
const intlCount = new Intl.NumberFormat("en-US");

describe("formatCount", () => {
  it("groups thousands as Intl's en-US number format does", () => {
    const values = [0, 7, 42, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567_890];
    for (const value of [
      ...values,
      ...values.filter(Boolean).map((value) => -value),
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(formatCount(value)).toBe(intlCount.format(value));
    }
  });

  it("rounds a fraction to a whole number and never writes minus zero", () => {
    expect(formatCount(1234.6)).toBe("1,235");
    expect(formatCount(-0.2)).toBe("0");
  });
});
