import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  CHARACTER_SETS,
  type CharacterSet,
  DEFAULT_OPTIONS,
  type RandomSource,
  classesIn,
  createRandomInt,
  generatePassword,
  generatorLabel,
  generatorScore,
} from "./generator";

/** Reproducible random words: SHA-256 in counter mode, so the statistics below never flake. */
function seededSource(seed: string): RandomSource {
  let counter = 0;
  return (target) => {
    const bytes = new Uint8Array(target.buffer, target.byteOffset, target.byteLength);
    for (let offset = 0; offset < bytes.length; offset += 32) {
      const block = createHash("sha256").update(`${seed}:${counter++}`).digest();
      bytes.set(block.subarray(0, Math.min(32, bytes.length - offset)), offset);
    }
  };
}

function chiSquare(counts: Map<string, number>, alphabet: string): number {
  const total = [...alphabet].reduce((sum, char) => sum + (counts.get(char) ?? 0), 0);
  const expected = total / alphabet.length;
  return [...alphabet].reduce(
    (sum, char) => sum + ((counts.get(char) ?? 0) - expected) ** 2 / expected,
    0,
  );
}

function countChars(passwords: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const password of passwords)
    for (const char of password) counts.set(char, (counts.get(char) ?? 0) + 1);
  return counts;
}

function generateMany(count: number, length: number, source?: RandomSource): string[] {
  return Array.from({ length: count }, () => {
    const result = generatePassword({ ...DEFAULT_OPTIONS, length }, source);
    if (!result.ok) throw new Error(result.error);
    return result.password;
  });
}

const fullAlphabet = Object.values(CHARACTER_SETS).join("");

// Upper quantiles of the chi-square distribution (regularised incomplete gamma, checked
// against published tables: 52.62 for 25 and 27.88 for 9 degrees of freedom at p = 0.001).
const CHI2_P001 = { 87: 133.51, 25: 52.62, 9: 27.88 } as const;
const CHI2_P1E6_DF87 = 164.64;

describe("character sets", () => {
  it("uses exactly the spec's symbols and 88 characters in all", () => {
    expect(CHARACTER_SETS.symbols).toBe("!@#$%^&*()_+-=[]{}|;:,.<>?");
    expect(new Set(fullAlphabet).size).toBe(88);
  });
});

describe("createRandomInt", () => {
  it("rejects the biased tail of the 32-bit range instead of folding it", () => {
    // 2^32 mod 3 = 1, so 0xFFFFFFFF is the one value to draw again.
    const values = [0xffffffff, 5];
    const randomInt = createRandomInt((target) => target.fill(values.shift() ?? 7));
    expect(randomInt(3)).toBe(5 % 3);
  });
});

describe("generatePassword", () => {
  it("has the requested length, only chosen classes, and every chosen class", () => {
    const source = seededSource("classes");
    const combos: CharacterSet[][] = [
      ["digits"],
      ["uppercase", "symbols"],
      ["lowercase", "digits", "symbols"],
    ];
    for (const sets of combos) {
      for (const length of [8, 16, 64]) {
        const options = {
          length,
          uppercase: false,
          lowercase: false,
          digits: false,
          symbols: false,
        };
        for (const set of sets) options[set] = true;
        for (let i = 0; i < 50; i++) {
          const result = generatePassword(options, source);
          expect(result.ok).toBe(true);
          if (!result.ok) continue;
          expect(Array.from(result.password)).toHaveLength(length);
          expect(classesIn(result.password).sort()).toEqual([...sets].sort());
        }
      }
    }
  });

  it("clamps the length to 8-64", () => {
    const source = seededSource("clamp");
    expect(generatePassword({ ...DEFAULT_OPTIONS, length: 3 }, source)).toMatchObject({ ok: true });
    const short = generatePassword({ ...DEFAULT_OPTIONS, length: 3 }, source);
    const long = generatePassword({ ...DEFAULT_OPTIONS, length: 500 }, source);
    expect(short.ok && short.password.length).toBe(8);
    expect(long.ok && long.password.length).toBe(64);
  });

  it("refuses when no character type is selected", () => {
    expect(
      generatePassword({
        length: 16,
        uppercase: false,
        lowercase: false,
        digits: false,
        symbols: false,
      }),
    ).toEqual({ ok: false, error: "Please select at least one character type" });
  });

  it("uses crypto.getRandomValues by default", () => {
    const spy = vi.spyOn(crypto, "getRandomValues");
    generatePassword(DEFAULT_OPTIONS);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("puts the classes at random positions, not in a fixed pattern", () => {
    const passwords = generateMany(2000, 16, seededSource("positions"));
    const firstDigitAt = new Set(passwords.map((p) => p.search(/[0-9]/)));
    const firstCharClass = new Set(passwords.map((p) => classesIn(p[0] as string)[0]));
    expect(firstDigitAt.size).toBeGreaterThan(8);
    expect(firstCharClass.size).toBe(4);
  });
});

describe("uniformity (chi-square)", () => {
  // 3,125 passwords of 64 characters = 200,000 characters, about 2,273 per character. At this
  // length a draw misses a class with probability < 0.001, so conditioning on every class
  // being present shifts the expected counts by far less than their spread.
  it("spreads 200,000 characters evenly over all 88 (p = 0.001, 87 degrees of freedom)", () => {
    const counts = countChars(generateMany(3125, 64, seededSource("uniform")));
    expect(counts.size).toBe(88);
    expect(chiSquare(counts, fullAlphabet)).toBeLessThan(CHI2_P001[87]);
  });

  it("is uniform within each class at the default length, where conditioning does shift class totals", () => {
    const counts = countChars(generateMany(12_500, 16, seededSource("within")));
    expect(chiSquare(counts, CHARACTER_SETS.uppercase)).toBeLessThan(CHI2_P001[25]);
    expect(chiSquare(counts, CHARACTER_SETS.lowercase)).toBeLessThan(CHI2_P001[25]);
    expect(chiSquare(counts, CHARACTER_SETS.symbols)).toBeLessThan(CHI2_P001[25]);
    expect(chiSquare(counts, CHARACTER_SETS.digits)).toBeLessThan(CHI2_P001[9]);
  });

  it("holds for the real crypto source too (p = 10⁻⁶, so a false alarm is one run in a million)", () => {
    const counts = countChars(generateMany(3125, 64));
    expect(chiSquare(counts, fullAlphabet)).toBeLessThan(CHI2_P1E6_DF87);
  });

  it("would catch modulo bias: a byte taken mod 88 fails the same test", () => {
    const source = seededSource("biased");
    const words = new Uint32Array(1);
    const counts = new Map<string, number>();
    for (let i = 0; i < 200_000; i++) {
      source(words);
      const char = fullAlphabet[((words[0] as number) % 256) % 88] as string;
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(chiSquare(counts, fullAlphabet)).toBeGreaterThan(CHI2_P001[87]);
  });
});

describe("generator score and label", () => {
  it.each([
    ["aaaaaaaa", 16 + 15, "Weak"],
    ["aaaaaaaaaaaaaaaaaaaa", 40 + 15, "Moderate"],
    ["Aa1aaaaa", 16 + 45, "Strong"],
    ["Aa1!aaaa", 16 + 60, "Strong"],
    ["Aa1!aaaaaa", 20 + 60, "Very Strong"],
    ["Aa1!aaaaaaaaaaaaaaaaaaaaaaaa", 100, "Very Strong"],
    ["a", 2 + 15, "Very Weak"],
    ["", 0, "Very Weak"],
  ])("%j scores %i (%s)", (password, score, label) => {
    expect(generatorScore(password)).toBe(score);
    expect(generatorLabel(generatorScore(password))).toBe(label);
  });

  it("puts each threshold on the right side", () => {
    expect([19, 20, 39, 40, 59, 60, 79, 80].map(generatorLabel)).toEqual([
      "Very Weak",
      "Weak",
      "Weak",
      "Moderate",
      "Moderate",
      "Strong",
      "Strong",
      "Very Strong",
    ]);
  });
});
