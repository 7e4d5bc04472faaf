import { describe, expect, it } from "vitest";
import { readCookie } from "./cookie-header";

describe("readCookie", () => {
  const name = "umbra_admin";

  it("finds the named cookie among others", () => {
    expect(readCookie(`theme=dark; ${name}=abc-123_x; other=1`, name)).toBe("abc-123_x");
  });

  it("ignores cookies whose name only starts the same way", () => {
    expect(readCookie(`${name}_old=zzz; x=${name}`, name)).toBeUndefined();
  });

  it("is undefined without a header", () => {
    expect(readCookie(undefined, name)).toBeUndefined();
    expect(readCookie("", name)).toBeUndefined();
  });

  it("keeps a value that is not valid percent-encoding as it is", () => {
    expect(readCookie(`${name}=%E0%A4%A`, name)).toBe("%E0%A4%A");
  });
});
