/**
 * The password checker's rules: the character pool a password draws from,
 * its entropy, the 0-5 score and its label, and the feedback lines, worded as the spec has them.
 */
import { formatCount } from "~/lib/text/format-count";
import { UNGUESSABLE_LOG10, patternBits } from "./pattern-estimate";

export const POOL_SIZES = { lowercase: 26, uppercase: 26, digits: 10, symbols: 33 } as const;

export const SCORE_LABELS = ["Very Weak", "Weak", "Fair", "Good", "Strong", "Very Strong"] as const;
export type ScoreLabel = (typeof SCORE_LABELS)[number];

export const MIN_LENGTH = 8;

export type CharacterClasses = {
  lowercase: boolean;
  uppercase: boolean;
  digits: boolean;
  symbols: boolean;
};

/**
 * Characters as a person counts them: an accented letter that a keyboard or an input method
 * sent as letter + accent ("e" + U+0301) is the one letter "é", as it reads and as it is
 * counted when typed precomposed.
 */
const composed = (password: string) => password.normalize("NFC");

/**
 * The spec's classes in any script: "é", "Ж" and fullwidth "Ａ" are letters with a case,
 * and "٣", "३" and "３" are digits, as a visitor typing them means them.
 */
export function characterClasses(typed: string): CharacterClasses {
  const password = composed(typed);
  return {
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digits: /\p{Nd}/u.test(password),
    // Anything else counts as a special character: the spec's 33 are the ASCII punctuation and
    // the space, so white space belongs here, as do letters without case (中, ا) and marks.
    symbols: /[^\p{Ll}\p{Lu}\p{Nd}]/u.test(password),
  };
}

/** Length in characters as a person counts them (an emoji is one, not two UTF-16 units). */
export function passwordLength(password: string): number {
  return Array.from(composed(password)).length;
}

export function poolSize(password: string): number {
  const classes = characterClasses(password);
  return (Object.keys(POOL_SIZES) as (keyof CharacterClasses)[]).reduce(
    (sum, key) => sum + (classes[key] ? POOL_SIZES[key] : 0),
    0,
  );
}

/** length × log2(pool), in bits; 0 for an empty password. */
export function entropyBits(password: string): number {
  const pool = poolSize(password);
  return pool === 0 ? 0 : passwordLength(password) * Math.log2(pool);
}

/** min(5, floor(entropy / 10)). */
export function checkerScore(entropy: number): number {
  return Math.max(0, Math.min(5, Math.floor(entropy / 10)));
}

/**
 * The headline score: the entropy score, never higher than the pattern-aware estimate's
 * guesses support on the same scale (log2 of the guesses, 10 bits a point). Six spaces have
 * 30 bits by their characters but fall to a few dozen guesses, so they read Very Weak, not
 * Good. Past zxcvbn's "very unguessable" line its brute-force guesses stop growing with the
 * pool, so a long random password keeps its entropy score.
 */
export function verdictScore(entropy: number, guessesLog10: number): number {
  const score = checkerScore(entropy);
  return guessesLog10 < UNGUESSABLE_LOG10
    ? Math.min(score, checkerScore(patternBits(guessesLog10)))
    : score;
}

export function scoreLabel(score: number): ScoreLabel {
  return SCORE_LABELS[Math.max(0, Math.min(5, Math.floor(score)))] as ScoreLabel;
}

export function breachFeedback(count: number): string {
  return `Found in ${formatCount(count)} data breaches`;
}

/** The spec's feedback lines, in its order; the breach line only when the count is positive. */
export function passwordFeedback(password: string, breachCount = 0): string[] {
  const classes = characterClasses(password);
  const feedback: string[] = [];
  if (passwordLength(password) < MIN_LENGTH) feedback.push("Password is too short");
  if (!classes.uppercase) feedback.push("Add uppercase letters");
  if (!classes.lowercase) feedback.push("Add lowercase letters");
  if (!classes.digits) feedback.push("Add numbers");
  if (!classes.symbols) feedback.push("Add special characters");
  if (breachCount > 0) feedback.push(breachFeedback(breachCount));
  return feedback;
}

export type BreachResult = { status: "checked"; count: number } | { status: "failed" };

/**
 * The password analysis; a failed breach check counts as 0 breaches. `score` and `label` are
 * the headline verdict; `entropyScore` is the spec's score from the characters alone.
 */
export type PasswordAnalysis = {
  score: number;
  label: ScoreLabel;
  entropy: number;
  entropyScore: number;
  /** The pattern-aware estimate's guesses (log10), or null when it could not load. */
  guessesLog10: number | null;
  feedback: string[];
  isBreached: boolean;
  breachCount: number;
  breachCheck: BreachResult["status"];
};

export function analysePassword(
  password: string,
  breach: BreachResult,
  guessesLog10: number | null,
): PasswordAnalysis {
  const entropy = entropyBits(password);
  const entropyScore = checkerScore(entropy);
  const score = guessesLog10 === null ? entropyScore : verdictScore(entropy, guessesLog10);
  const breachCount = breach.status === "checked" ? breach.count : 0;
  return {
    score,
    label: scoreLabel(score),
    entropy,
    entropyScore,
    guessesLog10,
    feedback: passwordFeedback(password, breachCount),
    isBreached: breachCount > 0,
    breachCount,
    breachCheck: breach.status,
  };
}
