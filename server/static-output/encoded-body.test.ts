import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./encoded-body";

const both = new Set(["br", "gzip"] as const);

describe("preferredEncoding", () => {
  it("prefers brotli on a tie, whatever order the client lists", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(preferredEncoding("br;q=1.0, gzip;q=1.0", both)).toBe("br");
  });

  it("follows the client's q-values and refusals", () => {
    expect(preferredEncoding("gzip;q=1, br;q=0.5", both)).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(preferredEncoding("*;q=0.1, gzip;q=0", both)).toBe("br");
    expect(preferredEncoding("gzip;q=0, br;q=0", both)).toBe("identity");
  });

  it("reads a q-value that is not one (negative, over 1, four decimals, text) as a refusal", () => {
    for (const q of ["-1", "2", "1.5", "0.1234", "abc", ""]) {
      expect(preferredEncoding(`br;q=${q}, gzip;q=0.5`, both), q).toBe("gzip");
    }
    expect(preferredEncoding("br;q=0.001, gzip;q=0", both)).toBe("br");
    expect(preferredEncoding("br; q=1.000", both)).toBe("br");
  });

  it("sends identity without Accept-Encoding or when only unknown codings are accepted", () => {
    expect(preferredEncoding(undefined, both)).toBe("identity");
    expect(preferredEncoding("", both)).toBe("identity");
    expect(preferredEncoding("zstd, deflate", both)).toBe("identity");
  });

  it("only offers what the build wrote", () => {
    expect(preferredEncoding("br, gzip", new Set(["gzip"] as const))).toBe("gzip");
    expect(preferredEncoding("br", new Set(["gzip"] as const))).toBe("identity");
  });
});
