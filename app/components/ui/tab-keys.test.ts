import { describe, expect, it } from "vitest";
import { tabKeyTarget } from "./tab-keys";

describe("tabKeyTarget", () => {
  it("moves right and left to the neighbouring tab", () => {
    expect(tabKeyTarget("ArrowRight", 1, 5)).toBe(2);
    expect(tabKeyTarget("ArrowLeft", 1, 5)).toBe(0);
  });

  it("wraps around at both ends", () => {
    expect(tabKeyTarget("ArrowRight", 4, 5)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 5)).toBe(4);
  });

  it("jumps to the first and last tab with Home and End", () => {
    expect(tabKeyTarget("Home", 3, 5)).toBe(0);
    expect(tabKeyTarget("End", 1, 5)).toBe(4);
  });

  it("ignores other keys, vertical arrows included, and empty lists", () => {
    for (const key of ["Enter", " ", "Tab", "ArrowUp", "ArrowDown", "a"]) {
      expect(tabKeyTarget(key, 2, 5)).toBeUndefined();
    }
    expect(tabKeyTarget("ArrowRight", 0, 0)).toBeUndefined();
  });
});
