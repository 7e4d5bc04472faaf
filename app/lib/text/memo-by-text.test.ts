import { describe, expect, it } from "vitest";
import { memoByText } from "./memo-by-text";

/** An upper-casing transform that records every text it was asked to transform. */
function countingUpper() {
  const asked: string[] = [];
  const transform = (text: string) => {
    asked.push(text);
    return text.toUpperCase();
  };
  return { asked, transform };
}

describe("memoByText", () => {
  it("transforms an equal text once, even when it arrives as a new string", () => {
    const { asked, transform } = countingUpper();
    const upper = memoByText(transform, 100, (result) => result.length);
    expect(upper("abc")).toBe("ABC");
    expect(upper(["a", "b", "c"].join(""))).toBe("ABC");
    expect(asked).toEqual(["abc"]);
  });

  it("keeps at most maxChars of inputs and outputs, dropping the least recently used first", () => {
    const { asked, transform } = countingUpper();
    // Each entry holds 10 characters (5 in, 5 out): three fit in 30.
    const upper = memoByText(transform, 30, (result) => result.length);
    for (const text of ["aaaaa", "bbbbb", "ccccc"]) upper(text);
    upper("aaaaa"); // used again: now the most recent
    upper("ddddd"); // 40 characters: "bbbbb", the least recently used, goes
    asked.length = 0;
    for (const text of ["aaaaa", "ccccc", "ddddd"]) upper(text);
    expect(asked).toEqual([]);
    upper("bbbbb");
    expect(asked).toEqual(["bbbbb"]);
  });

  it("does not keep a text longer than the bound, nor drop the others for it", () => {
    const { asked, transform } = countingUpper();
    const upper = memoByText(transform, 20, (result) => result.length);
    upper("short");
    const long = "x".repeat(15);
    expect(upper(long)).toBe("X".repeat(15));
    expect(upper(long)).toBe("X".repeat(15));
    upper("short");
    expect(asked).toEqual(["short", long, long]);
  });
});
