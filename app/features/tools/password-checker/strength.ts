/**
 * The password checker's rules: the character pool a password draws from,
 * its entropy, the 0-5 score and its label, and the feedback lines, worded as the spec has them.
 */
import { formatCount } from "~/lib/text/format-count";

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

export function characterClasses(password: string): CharacterClasses {
  return {
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digits: /[0-9]/.test(password),
    // Anything else counts as a special character, spaces and non-Latin letters included.
    symbols: /[^a-zA-Z0-9]/.test(password),
  };
}

/** Length in characters as a person counts them (an emoji is one, not two UTF-16 units). */
export function passwordLength(password: string): number {
  return Array.from(password).length;
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

/** The password analysis; a failed breach check counts as 0 breaches. */
export type PasswordAnalysis = {
  score: number;
  label: ScoreLabel;
  entropy: number;
  feedback: string[];
  isBreached: boolean;
  breachCount: number;
  breachCheck: BreachResult["status"];
};

export function analysePassword(password: string, breach: BreachResult): PasswordAnalysis {
  const entropy = entropyBits(password);
  const score = checkerScore(entropy);
  const breachCount = breach.status === "checked" ? breach.count : 0;
  return {
    score,
    label: scoreLabel(score),
    entropy,
    feedback: passwordFeedback(password, breachCount),
    isBreached: breachCount > 0,
    breachCount,
    breachCheck: breach.status,
  };
}
