/**
 * Crack time in words for the pattern-aware estimate. The rate is an offline attack on a
 * slowly hashed password (bcrypt-like, 10,000 guesses per second): the case that matters
 * once a site's password database is stolen. The page states the assumption.
 */
export const GUESSES_PER_SECOND = 1e4;

const units = [
  { seconds: 60, name: "minute" },
  { seconds: 3600, name: "hour" },
  { seconds: 86_400, name: "day" },
  { seconds: 86_400 * 30, name: "month" },
  { seconds: 86_400 * 365, name: "year" },
] as const;

/** "less than a second", "about 3 hours" (rounded to its unit), "centuries". */
export function crackTimeWords(guessesLog10: number): string {
  const seconds = 10 ** guessesLog10 / GUESSES_PER_SECOND;
  if (seconds < 1) return "less than a second";
  if (seconds < 60) {
    const n = Math.round(seconds);
    return `about ${n} ${n === 1 ? "second" : "seconds"}`;
  }
  if (seconds >= 86_400 * 365 * 100) return "centuries";
  let unit: (typeof units)[number] = units[0];
  for (const candidate of units) if (seconds >= candidate.seconds) unit = candidate;
  const n = Math.round(seconds / unit.seconds);
  return `about ${n} ${unit.name}${n === 1 ? "" : "s"}`;
}
