import { describe, expect, it } from "vitest";
import { compareText } from "./compare";

describe("compareText", () => {
  it("orders names and slugs as the English collator does", () => {
    const names = ["United States", "united Arab Emirates", "Niger", "Nigeria", "Côte", "Cuba"];
    const ascii = names.filter((name) => /^[\x20-\x7e]*$/.test(name));
    expect([...ascii].sort(compareText)).toEqual(
      [...ascii].sort((a, b) => a.localeCompare(b, "en")),
    );
    const slugs = ["vpn-2", "vpn", "how-to-test", "how-to", "a-b-c"];
    expect([...slugs].sort(compareText)).toEqual(
      [...slugs].sort((a, b) => a.localeCompare(b, "en")),
    );
  });

  it("ignores case, and puts a prefix before the longer word", () => {
    expect(compareText("bosnia and Herzegovina", "Bosnia Herzegovina")).toBeLessThan(0);
    expect(compareText("Niger", "Nigeria")).toBeLessThan(0);
    expect(compareText("Oman", "oman")).toBe(0);
    expect(compareText("Peru", "Panama")).toBeGreaterThan(0);
  });
});
