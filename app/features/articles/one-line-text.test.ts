import { describe, expect, it } from "vitest";
import { isOneLineText, toOneLineText } from "./one-line-text";

describe("isOneLineText", () => {
  it("accepts text in any script, emoji included, and refuses what a line cannot hold", () => {
    expect(isOneLineText("Safer Wi-Fi in Zürich, 東京 and 🛡️ everywhere")).toBe(true);
    for (const bad of ["a\nb", "a\u0085b", "a\u2028b", "a\uFFFEb", "a\uD83Db", "a\uDEE1b"]) {
      expect(isOneLineText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("gives the same answer however often it is asked (its pattern is global)", () => {
    expect([1, 2, 3].map(() => isOneLineText("x\u0000"))).toEqual([false, false, false]);
  });
});

describe("toOneLineText", () => {
  it("turns what a line cannot hold into spaces, and runs of white space into one", () => {
    expect(toOneLineText("  Safe\u0000 Wi\u2028Fi\u0085\n\tnow\uDEE1 ")).toBe("Safe Wi Fi now");
  });

  it("cuts at the limit, never between the two halves of a character", () => {
    expect(toOneLineText("ab🛡cd", 3)).toBe("ab");
    expect(toOneLineText("ab🛡cd", 4)).toBe("ab🛡");
    expect(toOneLineText("abc de", 4)).toBe("abc");
    expect(toOneLineText("short", 200)).toBe("short");
  });
});
