import { describe, expect, it } from "vitest";
import {
  analysePassword,
  checkerScore,
  entropyBits,
  passwordFeedback,
  poolSize,
  scoreLabel,
  verdictScore,
} from "./strength";
import { loadEstimator } from "./pattern-estimate";

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
    ["é", 26],
    ["É", 26],
    ["Жж", 52],
    ["٠١٢٣", 10],
    ["०१२", 10],
    ["０１２", 10],
    ["Ａｂ", 52],
    ["      ", 33],
    ["\t", 33],
    ["中文", 33],
    ["😀", 33],
  ])("%j draws from a pool of %i", (password, pool) => {
    expect(poolSize(password)).toBe(pool);
  });

  it("counts digits and cased letters of any script as the spec's classes", () => {
    expect(passwordFeedback("Ab!٠١٢٣٤٥")).toEqual([]);
    expect(passwordFeedback("Жжжжжж1!")).toEqual([]);
    expect(passwordFeedback("ab!cdefgh")).toContain("Add numbers");
    expect(entropyBits("٠١٢٣٤٥٦٧")).toBeCloseTo(8 * Math.log2(10), 10);
  });

  it("is length × log2(pool)", () => {
    expect(entropyBits("")).toBe(0);
    expect(entropyBits("abcdefgh")).toBeCloseTo(8 * Math.log2(26), 10);
    expect(entropyBits("Passw0rd!")).toBeCloseTo(9 * Math.log2(95), 10);
    // An emoji is one character, not two UTF-16 units.
    expect(entropyBits("😀😀")).toBeCloseTo(2 * Math.log2(33), 10);
  });

  it("counts an accented letter typed as letter + accent as the one letter it is", () => {
    const composed = "caf\u00e9";
    const decomposed = "cafe\u0301";
    expect(poolSize(decomposed)).toBe(26);
    expect(entropyBits(decomposed)).toBeCloseTo(4 * Math.log2(26), 10);
    expect(entropyBits(decomposed)).toBe(entropyBits(composed));
    expect(passwordFeedback(decomposed)).toEqual(passwordFeedback(composed));
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
    const analysis = analysePassword(password, { status: "checked", count: 0 }, null);
    expect(analysis.score).toBe(score);
    expect(analysis.label).toBe(label);
  });
});

describe("the headline verdict", () => {
  it("never reads better than the pattern-aware estimate's guesses support", () => {
    // 10^1.9 guesses are about 6 bits: Very Weak, whatever 30 bits of characters say.
    expect(verdictScore(30.3, 1.9)).toBe(0);
    expect(verdictScore(52.6, 8)).toBe(2);
    expect(verdictScore(52.6, 9.99)).toBe(3);
    // It only ever lowers the entropy score.
    expect(verdictScore(15, 9)).toBe(1);
    // Past 10^10 guesses zxcvbn's brute force stops growing: the entropy score stands.
    expect(verdictScore(78.8, 12)).toBe(5);
  });

  it.each([
    ["      ", "Good"],
    ["        ", "Strong"],
    ["aaaaaaaa", "Good"],
    ["111111111111", "Good"],
    ["qwertyuiop", "Strong"],
    ["1qaz2wsx3edc", "Very Strong"],
    ["٠١٢٣٤٥٦٧", "Fair"],
    ["password", "Good"],
  ])("%j reads Very Weak or Weak, not %s", async (password, byCharacters) => {
    const estimate = (await loadEstimator())(password);
    const analysis = analysePassword(
      password,
      { status: "checked", count: 0 },
      estimate.guessesLog10,
    );
    expect(scoreLabel(analysis.entropyScore)).toBe(byCharacters);
    expect(analysis.score).toBeLessThanOrEqual(1);
    expect(analysis.label).toBe(scoreLabel(analysis.score));
    expect(analysis.guessesLog10).toBe(estimate.guessesLog10);
  });

  it("lowers a short random password for its length, and leaves a long one Very Strong", async () => {
    const estimator = await loadEstimator();
    const short = analysePassword(
      "xK9#mP2$",
      { status: "checked", count: 0 },
      estimator("xK9#mP2$").guessesLog10,
    );
    expect(short).toMatchObject({ entropyScore: 5, score: 2, label: "Fair" });
    const long = "xK9#mP2$vL7!qR4@";
    expect(
      analysePassword(long, { status: "checked", count: 0 }, estimator(long).guessesLog10),
    ).toMatchObject({ entropyScore: 5, score: 5, label: "Very Strong" });
  });

  it("keeps the entropy score when the estimate could not load", () => {
    expect(analysePassword("      ", { status: "checked", count: 0 }, null)).toMatchObject({
      score: 3,
      entropyScore: 3,
      label: "Good",
      guessesLog10: null,
    });
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
    const analysis = analysePassword("Abcdefg1!", { status: "failed" }, null);
    expect(analysis).toMatchObject({ isBreached: false, breachCount: 0, breachCheck: "failed" });
  });

  it("reports a breach", () => {
    const analysis = analysePassword("password", { status: "checked", count: 12 }, null);
    expect(analysis).toMatchObject({ isBreached: true, breachCount: 12, breachCheck: "checked" });
    expect(analysis.feedback.at(-1)).toBe("Found in 12 data breaches");
  });
});
