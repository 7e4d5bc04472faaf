import { describe, expect, it } from "vitest";
import { isOneLineText, toOneLineText, withVisibleDirectionControls } from "./one-line-text";

describe("isOneLineText", () => {
  it("accepts text in any script, emoji included, and refuses what a line cannot hold", () => {
    expect(isOneLineText("Safer Wi-Fi in Zürich, 東京 and 🛡️ everywhere")).toBe(true);
    for (const bad of ["a\nb", "a\u0085b", "a\u2028b", "a\uFFFEb", "a\uD83Db", "a\uDEE1b"]) {
      expect(isOneLineText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("refuses the direction embeddings, overrides and isolates, and keeps the marks", () => {
    for (const control of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
    ]) {
      expect(isOneLineText(`Invoice ${control}fdp.exe`), control.codePointAt(0)!.toString(16)).toBe(
        false,
      );
    }
    // A Hebrew title with a brand and a version in it, as a right-to-left writer marks it.
    expect(isOneLineText("\u05DE\u05D3\u05E8\u05D9\u05DA Umbra VPN\u200F 2.0")).toBe(true);
    expect(isOneLineText("\u0627\u0644\u062E\u0635\u0648\u0635\u064A\u0629\u061C 5\u200E")).toBe(
      true,
    );
  });

  it("gives the same answer however often it is asked (its pattern is global)", () => {
    expect([1, 2, 3].map(() => isOneLineText("x\u0000"))).toEqual([false, false, false]);
    expect([1, 2, 3].map(() => isOneLineText("x\u202E"))).toEqual([false, false, false]);
  });
});

describe("toOneLineText", () => {
  it("turns what a line cannot hold into spaces, and runs of white space into one", () => {
    expect(toOneLineText("  Safe\u0000 Wi\u2028Fi\u0085\n\tnow\uDEE1 ")).toBe("Safe Wi Fi now");
  });

  it("drops direction controls, which stand for no space, and keeps the marks", () => {
    expect(toOneLineText("Safe\u202Etxt.exe \u2066VPN\u2069 guide\u202C")).toBe(
      "Safetxt.exe VPN guide",
    );
    expect(toOneLineText("\u05DE\u05D3\u05E8\u05D9\u05DA VPN\u200F")).toBe(
      "\u05DE\u05D3\u05E8\u05D9\u05DA VPN\u200F",
    );
  });

  it("cuts at the limit, never between the two halves of a character", () => {
    expect(toOneLineText("ab🛡cd", 3)).toBe("ab");
    expect(toOneLineText("ab🛡cd", 4)).toBe("ab🛡");
    expect(toOneLineText("abc de", 4)).toBe("abc");
    expect(toOneLineText("short", 200)).toBe("short");
  });
});

describe("withVisibleDirectionControls", () => {
  it("writes out each embedding, override and isolate, and keeps the marks and the rest", () => {
    expect(withVisibleDirectionControls("Invoice \u202Efdp.exe\u2069 \u2066x")).toBe(
      "Invoice [U+202E]fdp.exe[U+2069] [U+2066]x",
    );
    const hebrew = "\u05DE\u05D3\u05E8\u05D9\u05DA Umbra VPN\u200F 2.0";
    expect(withVisibleDirectionControls(hebrew)).toBe(hebrew);
  });
});
