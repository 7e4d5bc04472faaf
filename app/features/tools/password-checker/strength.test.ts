import { describe, expect, it } from "vitest";
import {
  analysePassword,
  checkerScore,
  entropyBits,
  passwordFeedback,
  poolSize,
  scoreLabel,
} from "./strength";

describe("pool size and entropy", () => {
  it.each([
    ["", 0],
    ["abc", 26],
    ["ABC", 26],
    ["123", 10],
    ["!!!", 33],
    ["aB", 52],
    ["aB1", 62],
    ["aB1 ", 95],
    ["é", 33],
  ])("%j draws from a pool of %i", (password, pool) => {
    expect(poolSize(password)).toBe(pool);
  });

  it("is length × log2(pool)", () => {
    expect(entropyBits("")).toBe(0);
    expect(entropyBits("abcdefgh")).toBeCloseTo(8 * Math.log2(26), 10);
    expect(entropyBits("Passw0rd!")).toBeCloseTo(9 * Math.log2(95), 10);
    // An emoji is one character, not two UTF-16 units.
    expect(entropyBits("😀😀")).toBeCloseTo(2 * Math.log2(33), 10);
  });
});

describe("score and label", () => {
  it.each([
    [0, 0],
    [9.99, 0],
    [10, 1],
    [29.9, 2],
    [49.9, 4],
    [50, 5],
    [200, 5],
  ])("entropy %f scores %i", (entropy, score) => {
    expect(checkerScore(entropy)).toBe(score);
  });

  it("labels every score", () => {
    expect([0, 1, 2, 3, 4, 5].map(scoreLabel)).toEqual([
      "Very Weak",
      "Weak",
      "Fair",
      "Good",
      "Strong",
      "Very Strong",
    ]);
  });

  it.each([
    ["abc", 1, "Weak"],
    ["password", 3, "Good"],
    ["Tr0ub4dor&3", 5, "Very Strong"],
    ["1234", 1, "Weak"],
  ])("%j scores %i (%s)", (password, score, label) => {
    const analysis = analysePassword(password, { status: "checked", count: 0 });
    expect(analysis.score).toBe(score);
    expect(analysis.label).toBe(label);
  });
});

describe("feedback", () => {
  it("lists each missing class and shortness, in the spec's words", () => {
    expect(passwordFeedback("abc")).toEqual([
      "Password is too short",
      "Add uppercase letters",
      "Add numbers",
      "Add special characters",
    ]);
    expect(passwordFeedback("ABCDEFGH")).toEqual([
      "Add lowercase letters",
      "Add numbers",
      "Add special characters",
    ]);
    expect(passwordFeedback("Abcdefg1!")).toEqual([]);
    expect(passwordFeedback("Abcdef1!")).toEqual([]);
    expect(passwordFeedback("Abcde1!")).toEqual(["Password is too short"]);
  });

  it("adds the breach line only for a positive count", () => {
    expect(passwordFeedback("Abcdefg1!", 3861493)).toEqual(["Found in 3,861,493 data breaches"]);
    expect(passwordFeedback("Abcdefg1!", 0)).toEqual([]);
  });

  it("counts a failed breach check as 0 breaches", () => {
    const analysis = analysePassword("Abcdefg1!", { status: "failed" });
    expect(analysis).toMatchObject({ isBreached: false, breachCount: 0, breachCheck: "failed" });
  });

  it("reports a breach", () => {
    const analysis = analysePassword("password", { status: "checked", count: 12 });
    expect(analysis).toMatchObject({ isBreached: true, breachCount: 12, breachCheck: "checked" });
    expect(analysis.feedback.at(-1)).toBe("Found in 12 data breaches");
  });
});
