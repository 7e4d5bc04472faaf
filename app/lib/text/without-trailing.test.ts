import { describe, expect, it } from "vitest";
import { withoutTrailing } from "./without-trailing";

describe("withoutTrailing", () => {
  it("drops the run of the character at the end, and only there", () => {
    expect(withoutTrailing("/blog///", "/")).toBe("/blog");
    expect(withoutTrailing("//a//b", "/")).toBe("//a//b");
    expect(withoutTrailing("a.png,,", ",")).toBe("a.png");
    expect(withoutTrailing("///", "/")).toBe("");
    expect(withoutTrailing("", "/")).toBe("");
  });

  it("takes time linear in the length of a long run that is not at the end", () => {
    // /\/+$/ takes about 150 ms over this on an idle machine, and four times as long at twice
    // the length; the loop takes well under a millisecond.
    const path = `/x${"/".repeat(64_000)}a`;
    const started = performance.now();
    expect(withoutTrailing(path, "/")).toBe(path);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
