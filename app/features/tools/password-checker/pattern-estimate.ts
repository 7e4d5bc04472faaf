/**
 * The pattern-aware estimate (zxcvbn-ts), loaded only by the password checker and only after
 * the first keystroke: the dictionaries are large, and no other page needs them.
 */
export type PatternEstimate = {
  /** zxcvbn's 0-4 score. */
  score: number;
  guessesLog10: number;
  /** Whether it found a word, repeat, sequence, keyboard run or date, not only brute force. */
  patterned: boolean;
  /** zxcvbn's warning key ("topTen", "similarToCommon", …), or null. */
  warning: string | null;
};

export type Estimator = (password: string) => PatternEstimate;

/** Bits of search a pattern-aware attacker needs: log2 of the estimated guesses. */
export const patternBits = (guessesLog10: number) => guessesLog10 * Math.log2(10);

/**
 * zxcvbn's own line for "very unguessable" (its score 4): 10^10 guesses. Past it, its brute
 * force estimate stops growing with length, so a gap there means nothing.
 */
export const UNGUESSABLE_LOG10 = 10;

let loading: Promise<Estimator> | undefined;

export function loadEstimator(): Promise<Estimator> {
  loading ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password: string) => {
        const result = zxcvbn.check(password.slice(0, 100));
        return {
          score: result.score,
          guessesLog10: result.guessesLog10,
          patterned: result.sequence.some((match) => match.pattern !== "bruteforce"),
          warning: result.feedback.warning ?? null,
        };
      };
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
