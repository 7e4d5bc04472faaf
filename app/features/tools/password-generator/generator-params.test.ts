import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "./generator";
import { parseGeneratorParams, writeGeneratorParams } from "./generator-params";

describe("generator options in the URL", () => {
  it("round-trips what differs from the defaults", () => {
    const options = { ...DEFAULT_OPTIONS, length: 32, symbols: false };
    expect(writeGeneratorParams(options)).toBe("?length=32&symbols=0");
    expect(parseGeneratorParams(new URLSearchParams("length=32&symbols=0"))).toEqual(options);
    expect(writeGeneratorParams(DEFAULT_OPTIONS)).toBe("");
  });

  it("ignores lengths out of range and unknown values", () => {
    expect(parseGeneratorParams(new URLSearchParams("length=9999&digits=maybe"))).toEqual(
      DEFAULT_OPTIONS,
    );
    expect(parseGeneratorParams(new URLSearchParams("length=7")).length).toBe(16);
    expect(parseGeneratorParams(new URLSearchParams("length=8")).length).toBe(8);
  });
});
