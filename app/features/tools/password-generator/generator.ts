/**
 * The password generator. Characters come from crypto.getRandomValues through
 * rejection sampling, so every character of the alphabet is equally likely (no modulo bias).
 * A password that misses one of the chosen classes is drawn again as a whole: the result is
 * uniform over all passwords of that length that contain every chosen class, and each class
 * sits at random positions.
 */

export const CHARACTER_SETS = {
  uppercase: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  lowercase: "abcdefghijklmnopqrstuvwxyz",
  digits: "0123456789",
  symbols: "!@#$%^&*()_+-=[]{}|;:,.<>?",
} as const;

export type CharacterSet = keyof typeof CHARACTER_SETS;
export type GeneratorOptions = { length: number } & Record<CharacterSet, boolean>;

export const LENGTH = { min: 8, max: 64, default: 16, step: 1 } as const;

export const DEFAULT_OPTIONS: GeneratorOptions = {
  length: LENGTH.default,
  uppercase: true,
  lowercase: true,
  digits: true,
  symbols: true,
};

export const NO_CLASS_SELECTED = "Please select at least one character type";

/** Fills an array with random 32-bit values; crypto.getRandomValues unless a test injects one. */
export type RandomSource = (target: Uint32Array<ArrayBuffer>) => void;

export const cryptoRandom: RandomSource = (target) => {
  crypto.getRandomValues(target);
};

/** A uniform integer in [0, n), drawing 32-bit values and rejecting the biased tail. */
export function createRandomInt(source: RandomSource): (n: number) => number {
  const buffer = new Uint32Array(64);
  let index = buffer.length;
  const next = () => {
    if (index === buffer.length) {
      source(buffer);
      index = 0;
    }
    return buffer[index++] as number;
  };
  return (n) => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`bad range ${n}`);
    // The largest multiple of n that fits in 2^32: values at or above it would favour
    // the first (2^32 mod n) results, so they are drawn again.
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const value = next();
      if (value < limit) return value % n;
    }
  };
}

export function selectedSets(options: GeneratorOptions): CharacterSet[] {
  return (Object.keys(CHARACTER_SETS) as CharacterSet[]).filter((set) => options[set]);
}

export function clampLength(length: number): number {
  if (!Number.isFinite(length)) return LENGTH.default;
  return Math.min(LENGTH.max, Math.max(LENGTH.min, Math.round(length)));
}

export type GenerateResult = { ok: true; password: string } | { ok: false; error: string };

export function generatePassword(
  options: GeneratorOptions,
  source: RandomSource = cryptoRandom,
): GenerateResult {
  const sets = selectedSets(options);
  if (sets.length === 0) return { ok: false, error: NO_CLASS_SELECTED };
  const length = clampLength(options.length);
  const alphabet = sets.map((set) => CHARACTER_SETS[set]).join("");
  const randomInt = createRandomInt(source);
  // With at least 8 characters and at most 4 classes a draw succeeds with probability > 0.4,
  // so the loop ends after a couple of rounds.
  for (;;) {
    let password = "";
    for (let i = 0; i < length; i++) password += alphabet[randomInt(alphabet.length)];
    if (sets.every((set) => [...CHARACTER_SETS[set]].some((char) => password.includes(char)))) {
      return { ok: true, password };
    }
  }
}

/** Which classes a password contains, by the generator's own character sets. */
export function classesIn(password: string): CharacterSet[] {
  return (Object.keys(CHARACTER_SETS) as CharacterSet[]).filter((set) =>
    [...password].some((char) => CHARACTER_SETS[set].includes(char)),
  );
}

export const GENERATOR_LABELS = ["Very Weak", "Weak", "Moderate", "Strong", "Very Strong"] as const;
export type GeneratorLabel = (typeof GENERATOR_LABELS)[number];

/** min(40, 2 per character) + 15 per class present, capped at 100. */
export function generatorScore(password: string): number {
  const lengthPoints = Math.min(40, 2 * Array.from(password).length);
  return Math.min(100, lengthPoints + 15 * classesIn(password).length);
}

export function generatorLabel(score: number): GeneratorLabel {
  if (score >= 80) return "Very Strong";
  if (score >= 60) return "Strong";
  if (score >= 40) return "Moderate";
  if (score >= 20) return "Weak";
  return "Very Weak";
}
