/**
 * The warning the page leads with, above the score. Its own module: the page's first chunk
 * needs it as the visitor types, the crack time's wording only loads with the pattern panel.
 */
import { type PatternEstimate, UNGUESSABLE_LOG10, patternBits } from "./pattern-estimate";

export type LeadWarning = "breached" | "predictable" | null;

/**
 * What the page must lead with, above the score: a breach always; otherwise a password in
 * which the pattern-aware estimate found a pattern (not only brute force: a short random
 * password is weak for its length, not predictable), that it finds guessable, and at least
 * 20 bits (two score steps) weaker than its entropy says.
 */
export function leadWarning(input: {
  breached: boolean;
  entropyBits: number;
  estimate: Pick<PatternEstimate, "guessesLog10" | "patterned"> | null;
}): LeadWarning {
  if (input.breached) return "breached";
  const { estimate } = input;
  if (!estimate?.patterned || estimate.guessesLog10 >= UNGUESSABLE_LOG10) return null;
  return patternBits(estimate.guessesLog10) + 20 <= input.entropyBits ? "predictable" : null;
}
